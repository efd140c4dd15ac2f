// What the owner types into "Page text" is saved so the page shows it as typed: in an MDX file "{", "}", "<" and "&"
// are code or character references, so they are saved with a backslash and loaded without it (docs/editing.md).
import { pageTextComponents } from '#content/page-components.ts'

const componentNames = Object.keys(pageTextComponents).join('|')
/** A site component written as page text allows: its name, quoted props, self-closing. */
const component = new RegExp(`^<(?:${componentNames})(?:\\s+[A-Za-z]+="[^"]*")*\\s*/>`)
/** A character reference such as &amp; or &#123;, which Markdown would turn into the character it names. */
const reference = /^&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/

/**
 * The owner's text as saved: "{", "}", "<" (but not a site component's) and a character reference's "&" each get a
 * backslash; a backslash the owner typed just before one of them is doubled, so it shows too.
 */
export function toPageText(typed: string): string {
  return typed.replace(/(\\*)([{}<&])/g, (match, slashes: string, char: string, at: number) => {
    const rest = typed.slice(at + slashes.length)
    if ((char === '<' && component.test(rest)) || (char === '&' && !reference.test(rest))) return match
    return `${slashes}${slashes}\\${char}`
  })
}

/** The saved text as the owner typed it: toPageText undone (text written by hand loads as written, but for those). */
export function toTyped(saved: string): string {
  return saved.replace(/(\\+)([{}<&])/g, (match, slashes: string, char: string, at: number) => {
    if (slashes.length % 2 === 0) return match
    if (char === '&' && !reference.test(saved.slice(at + slashes.length))) return match
    return `${'\\'.repeat((slashes.length - 1) / 2)}${char}`
  })
}
