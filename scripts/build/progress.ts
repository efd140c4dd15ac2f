/**
 * One line that follows long work, so a first build is never silent for minutes: on a terminal it
 * is rewritten in place; in a log (CI) it is written at each quarter, not once per item.
 */
export function progressLine(label: string, total: number): (done: number, detail: string) => void {
  const started = performance.now()
  let quartersShown = 0
  return (done, detail) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const text = `${label}: ${done} of ${total}${detail}, ${seconds} s`
    if (process.stderr.isTTY) {
      process.stderr.write(`\r\x1b[K${text}${done === total ? '\n' : ''}`)
      return
    }
    const quarters = Math.floor((done / total) * 4)
    if (quarters === quartersShown) return
    quartersShown = quarters
    process.stderr.write(`${text}\n`)
  }
}
