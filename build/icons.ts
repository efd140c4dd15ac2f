// Rewrites components/ui/icons.ts and the sprite components/ui/icons.svg with the icons the code
// imports (build/icon-files.ts). Usage: npm run icons
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { iconFiles, iconsFile, spriteFile } from './icon-files.ts'

const { module, sprite } = iconFiles()
for (const [file, text] of Object.entries({ [iconsFile]: module, [spriteFile]: sprite })) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : ''
  writeFileSync(file, text)
  console.log(text === before ? `${file}: already up to date.` : `${file}: updated.`)
}
