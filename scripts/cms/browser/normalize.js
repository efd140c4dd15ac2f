// Values the editor's widgets hold differently from the content files, put back in the files' form
// just before a save (Decap's preSave event, editor.js). Plain JavaScript: served to the browser as
// it is, and unit-tested in Node (normalize.test.ts).

/**
 * @typedef {{ path: string[], fix: 'number' | 'image' }} SaveRule
 * `number`: a whole number typed in a text box that also takes a word ("14" or "Residential").
 * `image`: a picture chosen or uploaded in the editor ("projects/harbour-view-1.jpg"), named as the
 * image pipeline expects, inside content/images without the extension ("projects/harbour-view-1").
 */

/** @param {'number' | 'image'} fix @param {unknown} value */
export function fixValue(fix, value) {
  if (typeof value !== 'string') return value
  if (fix === 'number') return /^[1-9][0-9]*$/.test(value.trim()) ? Number(value.trim()) : value
  return value
    .trim()
    .replace(/^\/+/, '')
    .replace(/^content\/images\//, '')
    .replace(/\.(jpe?g|png|webp|avif|svg)$/i, '')
}

/**
 * Each value a rule names, as [path, new value] where it changes.
 * @param {unknown} data the entry's fields, as plain data
 * @param {SaveRule[]} rules
 * @returns {[Array<string | number>, unknown][]}
 */
export function changes(data, rules) {
  /** @type {[Array<string | number>, unknown][]} */
  const found = []
  /** @param {unknown} value @param {string[]} rest @param {Array<string | number>} at @param {SaveRule['fix']} fix */
  const walk = (value, rest, at, fix) => {
    if (!rest.length) {
      const fixed = fixValue(fix, value)
      if (fixed !== value) found.push([at, fixed])
      return
    }
    const [key, ...tail] = rest
    if (key === '*') {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, tail, [...at, i], fix))
    } else if (value && typeof value === 'object' && key in value) {
      walk(/** @type {Record<string, unknown>} */ (value)[key], tail, [...at, key], fix)
    }
  }
  for (const rule of rules) walk(data, rule.path, [], rule.fix)
  return found
}
