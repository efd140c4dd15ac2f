// Files broken by hand, as the editor reads them: the content check's own sentences, a misspelt
// field's value in the field meant, and a save that leaves no unknown field behind.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { collectionNamed, collections } from '#content/collections.ts'
import { parseContentFile } from '#content/parse.ts'
import { type FileCheck, fileCheckField, readFile, singleFileKind } from './file-check.ts'
import { contentFormats } from './formats.ts'
import { buildContext } from '#content/build-context.ts'

const checkOf = (data: Record<string, unknown>) => data[fileCheckField] as FileCheck
const projects = contentFormats.find((format) => format.name === 'content-projects')!.formatter

describe('a content file broken by hand, read by the editor', () => {
  it("a misspelt field: the check's sentence, its value in the field meant, a save fixing the name in its line", () => {
    const file = 'content/projects/farmstead-eastry.mdx'
    const text = readFileSync(file, 'utf8').replace('location: Eastry, Kent', 'locaton: Eastry, Kent')
    const data = projects.fromFile(text)
    expect(data.location).toBe('Eastry, Kent')
    expect(data).not.toHaveProperty('locaton')
    expect(checkOf(data).problems).toEqual([
      {
        line: 4,
        message:
          'unknown field "locaton": did you mean "location"? Its value is now in "location" below; saving ' +
          'removes "locaton" from the file.',
      },
    ])
    expect(checkOf(data).mark).toBe('Needs fixing: ')

    const saved = projects.toFile(data)
    expect(saved).toBe(readFileSync(file, 'utf8'))
    expect(() => parseContentFile(file, saved, buildContext)).not.toThrow()
  })

  it("a misspelt field inside a group (the address's street) is moved and corrected the same way", () => {
    const format = contentFormats.find((f) => f.name === 'content-single-files')!.formatter
    const original = readFileSync('content/site.yaml', 'utf8')
    const data = format.fromFile(original.replace('  street:', '  stret:'))
    expect(data.address).toMatchObject({ street: 'Columbus Business Park' })
    expect(checkOf(data).problems.map(({ message }) => message)).toEqual([
      'unknown field "stret" in "address": did you mean "street"? Its value is now in "street" below; saving ' +
        'removes "stret" from the file.',
    ])
    expect(format.toFile(data)).toBe(original)
  })

  it('an unknown field with no field meant: removed on publishing, its value named', () => {
    const text = readFileSync('content/projects/farmstead-eastry.mdx', 'utf8').replace(
      'client: Family trust\n',
      'client: Family trust\nbudget: 2m\n',
    )
    const data = projects.fromFile(text)
    expect(checkOf(data).problems[0]!.message).toMatch(
      /^unknown field "budget": remove it, or use one of .*"draft"\. Saving removes it from the file; it held "2m"\.$/,
    )
    expect(projects.toFile(data)).toBe(readFileSync('content/projects/farmstead-eastry.mdx', 'utf8'))
  })

  it("broken YAML (a tab): the check's message and line, a title for the list, and no save", () => {
    const format = contentFormats.find((f) => f.name === 'content-faqs')!.formatter
    const text = readFileSync('content/faqs/how-are-your-fees-set.yaml', 'utf8').replace(
      '\n  Most appointments',
      '\n\tMost appointments',
    )
    const data = format.fromFile(text)
    const check = checkOf(data)
    expect(check.readable).toBe(false)
    expect(check.mark).toBe('Cannot be read: ')
    expect(check.problems).toHaveLength(1)
    // The tab is on line 5, inside the answer's block.
    expect(check.problems[0]).toMatchObject({
      line: 5,
      message: expect.stringMatching(/^invalid YAML \(to line 6\): /),
    })
    expect(data.question).toBeTruthy()
  })

  it('tells the single files apart by their fields', () => {
    for (const collection of collections.filter((c) => !c.files.includes('{name}'))) {
      expect(singleFileKind(readFileSync(`content/${collection.files}`, 'utf8')).name).toBe(collection.name)
    }
    expect(readFile(collectionNamed('site'), readFileSync('content/site.yaml', 'utf8'))[fileCheckField]).toMatchObject({
      collection: 'site',
      problems: [],
    })
  })
})
