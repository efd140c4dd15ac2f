// Starts a new content file with every field, commented, as a draft.
// Usage: npm run new -- project "Harbour View Offices"   (or faq "Question?", service-panel "Title": the
// kinds with `scaffold` in content-layer/collections.ts)
import { describeContent } from '#content/fields.ts'
import { createContentFile, scaffoldKinds } from './scaffold.ts'

const [kind, title, contentRoot = 'content'] = process.argv.slice(2)
const kinds = Object.keys(scaffoldKinds)
if (!kind || !(kind in scaffoldKinds) || !title?.trim()) {
  console.error(
    `Usage: npm run new -- <${kinds.join('|')}> "Title"\nFor example: npm run new -- project "Harbour View Offices"`,
  )
  process.exit(1)
}
try {
  const path = createContentFile(describeContent(), kind, title, contentRoot)
  console.log(
    `Created ${path} as a draft.\nReplace every TODO in it, then delete the line "draft: true" to publish it.`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
