import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconFromSet } from '#content/icon-set.ts'
import { iconFiles, iconsFile, importedIcons, spriteFile } from './icon-files.ts'

/** A project holding these source files, for the duration of `check`. */
function withProject(files: Record<string, string>, check: (root: string) => void) {
  const root = mkdtempSync(join(tmpdir(), 'icons-'))
  try {
    for (const folder of ['components', 'pages', 'shell']) mkdirSync(join(root, folder), { recursive: true })
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    check(root)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

describe('components/ui/icons.ts and its sprite', () => {
  it('hold exactly the icons the code imports, as the installed icon sets draw them', () => {
    const { module, sprite } = iconFiles()
    expect(readFileSync(iconsFile, 'utf8'), `${iconsFile} is out of date: run \`npm run icons\``).toBe(module)
    expect(readFileSync(spriteFile, 'utf8'), `${spriteFile} is out of date: run \`npm run icons\``).toBe(sprite)
  })

  it('is made from the imports of the icons module, wherever they are written', () => {
    const files = {
      'components/layout/Footer.tsx':
        "import { Icon } from '../ui/Icon'\n" +
        "import {\n  lucideMail,\n  simpleIconsWhatsapp as Whatsapp,\n} from '../ui/icons'\n",
      'pages/index/+Page.tsx':
        "import { lucideArrowUpRight } from '../../components/ui/icons.ts'\n" +
        "import { lucideUnrelated } from './icons'\n",
    }
    withProject(files, (root) => {
      expect([...importedIcons(root).keys()].sort()).toEqual([
        'lucideArrowUpRight',
        'lucideMail',
        'simpleIconsWhatsapp',
      ])
      const { module, sprite } = iconFiles(root)
      expect(module.match(/^export const \w+/gm)).toEqual([
        'export const lucideArrowUpRight',
        'export const lucideMail',
        'export const simpleIconsWhatsapp',
      ])
      // Each export names its drawing in the sprite; a short one, not a brand mark's, it also holds (Icon's `inline`).
      expect(module).toContain(
        ['export const lucideMail: SpriteIcon = {', "  id: 'lucideMail',", '  width: 24,', '  height: 24,'].join('\n'),
      )
      expect(module).toMatch(
        / {2}height: 24,\n {2}body: '<g [^']*currentColor[^']*<\/g>',\n\}\nexport const simpleIcons/,
      )
      expect(module).toContain(
        "export const simpleIconsWhatsapp: SpriteIcon = { id: 'simpleIconsWhatsapp', width: 24, height: 24 }",
      )
      expect(
        sprite
          .match(/<symbol id="\w+" viewBox="0 0 24 24"><(path|g) [^>]*currentColor/g)
          ?.map((symbol) => /id="(\w+)"/.exec(symbol)![1]),
      ).toEqual(['lucideArrowUpRight', 'lucideMail', 'simpleIconsWhatsapp'])
    })
  })

  it('names the file that imports an icon no set has', () => {
    withProject({ 'components/Card.tsx': "import { lucideNoSuchIcon } from './ui/icons'\n" }, (root) => {
      expect(() => iconFiles(root)).toThrow(/components\/Card\.tsx: no icon is called lucideNoSuchIcon/)
    })
  })
})

describe('iconFromSet', () => {
  const set = {
    prefix: 'test',
    width: 24,
    height: 24,
    icons: { square: { body: '<path d="M0 0h24v24H0z"/>' }, wide: { body: '<path/>', width: 32 } },
  }

  it("reads an icon and its size, the set's unless the icon has its own", () => {
    expect(iconFromSet(set, 'square')).toEqual({ body: '<path d="M0 0h24v24H0z"/>', width: 24, height: 24 })
    expect(iconFromSet(set, 'wide')).toMatchObject({ width: 32, height: 24 })
  })

  it("knows only the set's own icons", () => {
    expect(iconFromSet(set, 'circle')).toBeUndefined()
    expect(iconFromSet(set, 'constructor')).toBeUndefined()
  })
})
