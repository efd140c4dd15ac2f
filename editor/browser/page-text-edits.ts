// What each button of the page text's toolbar (page-text.ts) writes: the Markdown it names, around the selection or
// at the start of the selected lines, with an example to type over where nothing is selected; and what Enter does in a
// list. As in a word processor: after Bold on selected words the caret is past the closing "**", so what is typed next
// is plain; pressed again with the caret at the closing marks, the button steps past them; Enter after a list item
// starts the next, and Enter on an empty item ends the list. Nothing else in the text changes.

export type Formatting = 'heading' | 'bold' | 'italic' | 'list' | 'quote' | 'link'

/** Its button's words, in the toolbar's order. */
export const formattings: { name: Formatting; label: string }[] = [
  { name: 'heading', label: 'Heading' },
  { name: 'bold', label: 'Bold' },
  { name: 'italic', label: 'Italic' },
  { name: 'list', label: 'List' },
  { name: 'quote', label: 'Quote' },
  { name: 'link', label: 'Link' },
]

/** Replace `from`..`to` with `text`, then select `select` (positions in the new text). */
export type Edit = { from: number; to: number; text: string; select: [number, number] }

/** Nothing written, the caret moved to `at`. */
const caretTo = (at: number): Edit => ({ from: at, to: at, text: '', select: [at, at] })

/**
 * Around the selection, the caret then after the closing marks; with nothing selected, around an example selected to
 * be typed over, or, with the caret at the closing marks (the example typed over), past them.
 */
function wrap(text: string, from: number, to: number, before: string, after: string, example: string): Edit {
  const opening = text.lastIndexOf(before, from - 1)
  if (from === to && text.startsWith(after, from) && opening !== -1 && opening > text.lastIndexOf('\n', from - 1))
    return caretTo(from + after.length)
  const words = text.slice(from, to) || example
  const start = from + before.length
  const end = start + words.length + after.length
  return {
    from,
    to,
    text: `${before}${words}${after}`,
    select: from === to ? [start, start + words.length] : [end, end],
  }
}

/** Each selected line (or the caret's) starts with `prefix`; the lines stay selected. */
function prefixLines(text: string, from: number, to: number, prefix: string): Edit {
  const start = text.lastIndexOf('\n', from - 1) + 1
  const end = to > from && text[to - 1] === '\n' ? to - 1 : to
  const lines = text.slice(start, end).split('\n')
  const changed = lines.map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`)).join('\n')
  const caretOnly = from === to
  const added = changed.length - (end - start)
  return {
    from: start,
    to: end,
    text: changed,
    select: caretOnly ? [from + added, from + added] : [start, start + changed.length],
  }
}

export function formatted(formatting: Formatting, text: string, from: number, to: number): Edit {
  switch (formatting) {
    case 'heading':
      return prefixLines(text, from, to, '## ')
    case 'list':
      return prefixLines(text, from, to, '- ')
    case 'quote':
      return prefixLines(text, from, to, '> ')
    case 'bold':
      return wrap(text, from, to, '**', '**', 'bold words')
    case 'italic':
      return wrap(text, from, to, '*', '*', 'words in italics')
    case 'link': {
      // The address typed: the caret steps past the closing bracket.
      if (from === to && text[from] === ')' && /\]\([^()\s]*$/.test(text.slice(text.lastIndexOf('\n', from) + 1, from)))
        return caretTo(from + 1)
      // The words as the link's text, and the address selected to be typed over.
      const words = text.slice(from, to) || 'words'
      const address = '/contact'
      const opening = `[${words}](`
      return {
        from,
        to,
        text: `${opening}${address})`,
        select: [from + opening.length, from + opening.length + address.length],
      }
    }
  }
}

/** A list item's line: its indent, its mark ("-", "*", "+" or "1."), the space after it, and its words. */
const listItem = /^([ \t]*)([-*+]|(\d+)[.)])([ \t]+)(.*)$/

/**
 * What Enter does with the caret at `at`, if it is in a list item: after an item, a new one with the same mark (the
 * next number in a numbered list); on an empty item, the list ends (the mark goes, and a blank line keeps the next
 * paragraph out of the list). Undefined anywhere else: the text box's own Enter.
 */
export function enterInList(text: string, at: number): Edit | undefined {
  const start = text.lastIndexOf('\n', at - 1) + 1
  const lineEnd = text.indexOf('\n', at)
  const line = text.slice(start, lineEnd === -1 ? text.length : lineEnd)
  const item = listItem.exec(line)
  // Not in an item, or the caret within its mark.
  if (!item || at - start < item[1]!.length + item[2]!.length + item[4]!.length) return undefined
  const [, indent, mark, number, space, words] = item
  if (!words!.trim()) return { from: start, to: start + line.length, text: '\n', select: [start + 1, start + 1] }
  const next = number ? `${Number(number) + 1}${mark!.slice(number.length)}` : mark
  const added = `\n${indent}${next}${space}`
  return { from: at, to: at, text: added, select: [at + added.length, at + added.length] }
}
