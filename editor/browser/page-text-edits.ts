// What each button of the page text's toolbar (page-text.ts) writes: the Markdown it names, around the selection or
// at the start of the selected lines, with an example to type over where nothing is selected. Nothing else changes.

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

/** Around the selection, or around an example selected to be typed over. */
function wrap(text: string, from: number, to: number, before: string, after: string, example: string): Edit {
  const words = text.slice(from, to) || example
  const start = from + before.length
  return { from, to, text: `${before}${words}${after}`, select: [start, start + words.length] }
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
