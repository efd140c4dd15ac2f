// components/ui/icons.ts and its sprite, icons.svg, made from what the code imports from the module, so the sprite
// holds exactly the icons in use (docs/performance.md, "Icons come from one sprite"). Node only: the icon sets are
// megabytes and never reach the browser.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { iconFromSet } from '#content/icon-set.ts'

/** The icons module and the sprite it points into, relative to the project. */
export const iconsFile = 'components/ui/icons.ts'
export const spriteFile = 'components/ui/icons.svg'
/**
 * The longest drawing an icon also carries itself, for Icon's `inline`: where a tap is answered, a <use> of the
 * sprite costs the browser a copy of the drawing (a shadow tree) as it styles the icon, more than a short path. The
 * brand marks (a kilobyte or more each) are only in the sprite.
 */
const inlineDrawingLimit = 400
/** Where the code that may import icons lives. */
const sourceFolders = ['components', 'pages', 'shell']

const require = createRequire(import.meta.url)
/** Each set's package, by the prefix of its exports. */
const sets = { lucide: '@iconify-json/lucide', simpleIcons: '@iconify-json/simple-icons' }

const pascalCase = (name: string) => name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase())

function loadSet([prefix, pkg]: [string, string]) {
  const read = (file: string) => JSON.parse(readFileSync(require.resolve(`${pkg}/${file}`), 'utf8'))
  const set: Parameters<typeof iconFromSet>[0] = read('icons.json')
  const names = new Map(Object.keys(set.icons).map((name) => [`${prefix}${pascalCase(name)}`, name]))
  return { prefix, set, names, source: `${pkg} (${read('package.json').license})` }
}

/** The names the code imports from the icons module, each with the files that import it. */
export function importedIcons(root = process.cwd()): Map<string, string[]> {
  const target = resolve(root, iconsFile).replace(/\.ts$/, '')
  const used = new Map<string, string[]>()
  const files = sourceFolders.flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => join(root, folder, file)),
  )
  for (const file of files) {
    const imports = readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)
    for (const [, names = '', specifier = ''] of imports) {
      if (!specifier.startsWith('.') || resolve(dirname(file), specifier).replace(/\.ts$/, '') !== target) continue
      for (const name of names.split(',').map((item) => item.trim().split(/\s+as\s+/)[0]!)) {
        if (name) used.set(name, [...(used.get(name) ?? []), relative(root, file)])
      }
    }
  }
  return used
}

/**
 * The two files `npm run icons` writes for the icons the code imports: components/ui/icons.ts, each icon's symbol id,
 * size and, if short, drawing, and components/ui/icons.svg, the sprite holding their drawings.
 */
export function iconFiles(root = process.cwd()): { module: string; sprite: string } {
  const loaded = Object.entries(sets).map(loadSet)
  const problems: string[] = []
  const icons = [...importedIcons(root)]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([exportName, files]) => {
      const iconSet = loaded.find(({ prefix }) => new RegExp(`^${prefix}[A-Z0-9]`).test(exportName))
      const name = iconSet?.names.get(exportName)
      const data = iconSet && name && iconFromSet(iconSet.set, name)
      if (!data) {
        problems.push(
          `${files.join(', ')}: no icon is called ${exportName}: write lucide or simpleIcons and the icon's name ` +
            `in camel case, e.g. lucideArrowUpRight for lucide.dev's arrow-up-right`,
        )
        return []
      }
      return [{ exportName, data }]
    })
  if (problems.length) throw new Error(problems.join('\n'))
  const from = `From ${loaded.map(({ source }) => source).join(' and ')}.`
  // A drawing is written into the module as a string in single quotes: one that holds a quote or backslash stays out.
  const short = ({ body }: { body: string }) => body.length <= inlineDrawingLimit && !/['\\]/.test(body)
  const size = ({ width, height }: { width: number; height: number }) => `width: ${width}, height: ${height}`
  const module = [
    '// Made by `npm run icons` (build/icon-files.ts) from the icons the code imports from here: do not edit.',
    "// For another icon, import it (e.g. lucideArrowUpRight for lucide.dev's arrow-up-right) and run `npm run icons`.",
    '// Each names its drawing in the sprite beside this file, icons.svg, and holds it too if it is short.',
    `// ${from}`,
    `import type { SpriteIcon } from './Icon'`,
    '',
    ...icons.map(({ exportName, data }) =>
      short(data)
        ? // One property a line, as the formatter keeps an object whose first property starts a line.
          [
            `export const ${exportName}: SpriteIcon = {`,
            `  id: '${exportName}',`,
            `  width: ${data.width},`,
            `  height: ${data.height},`,
            `  body: '${data.body}',`,
            '}',
          ].join('\n')
        : `export const ${exportName}: SpriteIcon = { id: '${exportName}', ${size(data)} }`,
    ),
    '',
  ].join('\n')
  const sprite = [
    `<svg xmlns="http://www.w3.org/2000/svg">`,
    `<!-- Made by npm run icons (build/icon-files.ts) from the icons the code imports: do not edit. ${from} -->`,
    ...icons.map(
      ({ exportName, data }) =>
        `<symbol id="${exportName}" viewBox="0 0 ${data.width} ${data.height}">${data.body}</symbol>`,
    ),
    `</svg>`,
    '',
  ].join('\n')
  return { module, sprite }
}
