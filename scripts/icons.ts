// Rewrites components/ui/icons.ts with the icons the code imports from it (components/ui/icon-module.ts).
// Usage: npm run icons
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { iconsFile, iconsModule } from '../components/ui/icon-module'

const before = existsSync(iconsFile) ? readFileSync(iconsFile, 'utf8') : ''
const after = iconsModule()
writeFileSync(iconsFile, after)
console.log(after === before ? `${iconsFile}: already up to date.` : `${iconsFile}: updated.`)
