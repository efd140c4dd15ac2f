import { describe, expect, it } from 'vitest'
import { formatted } from './page-text-edits.ts'

/** The text after the edit, with the selection marked [ and ]. */
function edited(formatting: Parameters<typeof formatted>[0], marked: string): string {
  const from = marked.indexOf('[')
  const to = marked.indexOf(']') - 1
  const text = marked.replace('[', '').replace(']', '')
  const edit = formatted(formatting, text, from, to)
  const result = text.slice(0, edit.from) + edit.text + text.slice(edit.to)
  const [start, end] = edit.select
  return `${result.slice(0, start)}[${result.slice(start, end)}]${result.slice(end)}`
}

describe("the page text's toolbar writes the Markdown it names, and nothing else", () => {
  it('wraps the selected words in bold or italics', () => {
    expect(edited('bold', 'A [new roof] in May.')).toBe('A **[new roof]** in May.')
    expect(edited('italic', 'A [new roof] in May.')).toBe('A *[new roof]* in May.')
  })
  it('with nothing selected, writes an example selected to be typed over', () => {
    expect(edited('bold', 'Text []')).toBe('Text **[bold words]**')
  })
  it('starts the caret line, or each selected line, with a heading, list or quote mark', () => {
    expect(edited('heading', 'Intro\n\nThe pro[]ject\n')).toBe('Intro\n\n## The pro[]ject\n')
    expect(edited('list', '[One\nTwo\n]Three')).toBe('[- One\n- Two]\nThree')
    expect(edited('quote', 'Said []')).toBe('> Said []')
    expect(edited('list', '- Already[]')).toBe('- Already[]')
  })
  it('makes the selected words a link, with the address selected', () => {
    // The selection is marked with the brackets here: the address is selected.
    expect(edited('link', 'Please [get in touch].')).toBe('Please [get in touch]([/contact]).')
  })
  it('leaves <Site field> and the rest of the text as it was', () => {
    const text = 'Write to <Site field="email" />.\n\n1. One\n1. Two\n'
    const edit = formatted('bold', text, 0, 5)
    expect(text.slice(0, edit.from) + edit.text + text.slice(edit.to)).toBe(
      `**Write** to <Site field="email" />.\n\n1. One\n1. Two\n`,
    )
  })
})
