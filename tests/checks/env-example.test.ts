// .env.example is the one list of the settings: every environment variable the code reads is named
// in it, so a newcomer finds each one there rather than by reading the code.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

// Set by the machine or the platform, not by whoever runs the site.
const givenByThePlatform = [
  'CI',
  'GITHUB_ACTIONS',
  'HOME',
  'PATH',
  'NODE_ENV',
  'TEST_PARALLEL_INDEX',
  'REPOSITORY_URL',
  'SB_REGION',
  'CF_PAGES',
]

const reads = [
  // A read, not a setting made for a library (process.env.X = ...).
  /process\.env\.([A-Z][A-Z0-9_]*)\b(?!\s*=[^=])/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /Deno\.env\.get\(['"]([A-Z][A-Z0-9_]*)['"]\)/g,
  /import\.meta\.env\.([A-Z][A-Z0-9_]*)/g,
  // The enquiry function reads its settings through helpers named for what they read.
  /\b(?:value|positiveInteger)\(['"]([A-Z][A-Z0-9_]*)['"]/g,
]

function variablesRead(source: string): string[] {
  const destructured = [...source.matchAll(/const \{([^}]+)\} = process\.env/g)].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim()),
  )
  return [...destructured, ...reads.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!))]
}

it('names every environment variable the code reads', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' }).split('\n').filter(Boolean)
  const read = new Set(files.flatMap((file) => variablesRead(readFileSync(file, 'utf8'))))
  const example = readFileSync('.env.example', 'utf8')
  const named = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))
  const missing = [...read].filter((name) => !named.has(name) && !givenByThePlatform.includes(name))
  expect(missing).toEqual([])
  // The scan itself finds reads of each kind (a pattern that matched nothing would pass on anything).
  expect(read).toContain('CMS_AUTH_ENDPOINT')
  expect(read).toContain('RATE_LIMIT_MAX')
  expect(read).toContain('VITE_SUPABASE_URL')
})
