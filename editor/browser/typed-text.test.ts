import { describe, expect, it } from 'vitest'
import { pageTextProblems } from '#content/page-text.ts'
import { toPageText, toTyped } from './typed-text.ts'

describe('page text as typed', () => {
  const typed = [
    'Costs are {TBC} at this stage & fees < £500.',
    'Email me at <jo@example.co.uk> or see <https://example.co.uk>.',
    'Call us on <Site field="phone" /> today.',
    'Write &amp; to mean "&", or {{ twice }} or a lone }.',
    'A path C:\\{folder} and a slash before \\<.',
    '<3 and {',
  ]

  it.each(typed)('saves %j so it compiles and shows as typed, and loads it back unchanged', (text) => {
    const saved = toPageText(text)
    expect(pageTextProblems(saved)).toEqual([])
    expect(toTyped(saved)).toBe(text)
  })

  it('marks "{", "}", "<" and a character reference as text; leaves site components and a plain "&" alone', () => {
    expect(toPageText('Costs {TBC} & <jo@x.co> &amp; <Site field="email" />')).toBe(
      'Costs \\{TBC\\} & \\<jo@x.co> \\&amp; <Site field="email" />',
    )
  })

  it('keeps a file written by hand byte for byte when it is loaded and saved untouched', () => {
    const file = '## Fees\n\nFrom £500 \\{ex VAT\\} & **more**: \\*not bold\\*, <Site field="phone" />.\n'
    expect(toPageText(toTyped(file))).toBe(file)
  })
})
