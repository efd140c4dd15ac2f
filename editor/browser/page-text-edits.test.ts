import { describe, expect, it } from 'vitest'
import { enterInList, formatted } from './page-text-edits.ts'

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
  it('wraps the selected words in bold or italics, the caret after the closing marks', () => {
    expect(edited('bold', 'A [new roof] in May.')).toBe('A **new roof**[] in May.')
    expect(edited('italic', 'A [new roof] in May.')).toBe('A *new roof*[] in May.')
  })
  it('with nothing selected, writes an example selected to be typed over', () => {
    expect(edited('bold', 'Text []')).toBe('Text **[bold words]**')
  })
  it('pressed again at the closing marks, steps past them and writes nothing', () => {
    expect(edited('bold', 'Text **today[]**')).toBe('Text **today**[]')
    expect(edited('italic', 'Text *today[]* and')).toBe('Text *today*[] and')
    // (The link's own brackets would read as the selection's marks here.)
    const link = 'Call [us](/contact)'
    expect(formatted('link', link, link.length - 1, link.length - 1)).toEqual({
      from: link.length,
      to: link.length,
      text: '',
      select: [link.length, link.length],
    })
    // Marks that close nothing on the line are not stepped over.
    expect(edited('bold', 'Text []**')).toBe('Text **[bold words]****')
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

describe('Enter in the page text', () => {
  /** The text after Enter at the caret marked [], or undefined where the text box's own Enter applies. */
  function entered(marked: string): string | undefined {
    const at = marked.indexOf('[]')
    const text = marked.replace('[]', '')
    const edit = enterInList(text, at)
    if (!edit) return undefined
    const result = text.slice(0, edit.from) + edit.text + text.slice(edit.to)
    return `${result.slice(0, edit.select[0])}[]${result.slice(edit.select[0])}`
  }
  it('after a list item, starts the next with the same mark, or the next number', () => {
    expect(entered('Ways in:\n\n- By phone[]\n')).toBe('Ways in:\n\n- By phone\n- []\n')
    expect(entered('  * One[]')).toBe('  * One\n  * []')
    expect(entered('1. One\n2. Two[]')).toBe('1. One\n2. Two\n3. []')
    // In the middle of an item, the rest of it goes to the new one.
    expect(entered('- By phone[] or e-mail')).toBe('- By phone\n- [] or e-mail')
  })
  it('on an empty item, ends the list with a blank line, so what follows is a paragraph', () => {
    expect(entered('- One\n- []')).toBe('- One\n\n[]')
    expect(entered('- One\n- []\nMore')).toBe('- One\n\n[]\nMore')
  })
  it('anywhere else is the text box’s own', () => {
    expect(entered('A paragraph[]')).toBeUndefined()
    expect(entered('-[] One')).toBeUndefined()
    expect(entered('**Bold** words[]')).toBeUndefined()
  })
})
