// A behaviour is added in one place by one convention (components/behaviours/start-behaviours.ts):
// an element's `data-behaviour="name"` and the `{name}.behaviour.ts` file under components/ that
// the browser finds by that name. A name with no file would do nothing but log an error in the
// browser; a file no element names would be code no page loads.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const sources = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => join(folder, file))

const behaviourFiles = sources('components')
  .filter((file) => file.endsWith('.behaviour.ts'))
  .map((file) => basename(file, '.behaviour.ts'))

/** Every name an element is given in the markup: `data-behaviour="x"`, or `'x'` in a `data-behaviour={…}`. */
const named = ['components', 'shell', 'pages']
  .flatMap(sources)
  .filter((file) => file.endsWith('.tsx'))
  .flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/data-behaviour=(?:"([^"]+)"|\{([^}]+)\})/g)].flatMap(
      ([, literal, expression]) =>
        literal ? [literal] : [...expression!.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]!),
    ),
  )

describe('behaviours', () => {
  it('are found: the site has behaviour files and elements that name them', () => {
    expect(behaviourFiles.length).toBeGreaterThan(0)
    expect(named.length).toBeGreaterThan(0)
  })

  it('each name an element gives has its {name}.behaviour.ts file', () => {
    for (const name of named) expect(behaviourFiles, `data-behaviour="${name}"`).toContain(name)
  })

  it('each behaviour file is named by some element', () => {
    for (const name of behaviourFiles) expect(named, `${name}.behaviour.ts`).toContain(name)
  })

  it('have one file per name, wherever under components/ it is', () => {
    expect(new Set(behaviourFiles).size).toBe(behaviourFiles.length)
  })
})
