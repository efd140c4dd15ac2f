// Rewrites the field reference in CONTENT.md from the schemas' JSDoc (content/schemas).
// Usage: npm run content:fields
import { readFileSync, writeFileSync } from 'node:fs'
import { fieldReference, withFieldReference } from './field-reference.ts'
import { describeContent } from '#content/fields.ts'

const file = 'CONTENT.md'
const before = readFileSync(file, 'utf8')
const after = withFieldReference(before, fieldReference(describeContent()))
writeFileSync(file, after)
console.log(`${file}: ${after === before ? 'the field reference was already up to date' : 'field reference updated'}.`)
