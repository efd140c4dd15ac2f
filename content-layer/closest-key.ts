/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("hoem" -> "home"), since
 * swapped letters are the commonest slip when typing a field name (optimal string alignment).
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1)
    }
  }
  return rows[a.length]![b.length]!
}

/**
 * The valid key `key` was most likely meant to be, or undefined when none is close. Case and
 * separators are ignored ("Completion_time" -> "completionTime"); beyond that, one edit in three
 * letters is allowed, so short words are not matched to unrelated ones.
 */
export function closestKey(key: string, validKeys: readonly string[]): string | undefined {
  const normal = (word: string) => word.toLowerCase().replace(/[-_\s]/g, '')
  const limit = Math.max(1, Math.floor(key.length / 3))
  let best: { key: string; distance: number } | undefined
  for (const candidate of validKeys) {
    const distance = editDistance(normal(key), normal(candidate))
    if (distance <= limit && (!best || distance < best.distance)) best = { key: candidate, distance }
  }
  return best?.key
}
