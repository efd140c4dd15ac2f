// No secret reaches the public build (issue: locked down). The scanner itself is tested in
// build/secret-scan.test.ts.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { loadDotEnv } from '../../local-stack/dotenv.ts'
import { findSecrets, secretVariables } from '../../build/secret-scan.ts'
import { distRoot, projectRoot } from './support.ts'

it('no file in dist/client holds a service-role key, a password, an API key or the value of a secret variable', () => {
  // The secrets this machine has (shell or .env), so a real one would be caught if it leaked.
  loadDotEnv(join(projectRoot, '.env'))
  const known = secretVariables.map((name) => process.env[name]).filter((value): value is string => !!value)
  const files = (readdirSync(distRoot, { recursive: true }) as string[]).filter((file) =>
    /\.(html|js|css|json|xml|txt|svg|webmanifest)$|(^|\/)_headers$/.test(file),
  )
  expect(files.length).toBeGreaterThan(30)
  const findings = files.flatMap((file) =>
    findSecrets(readFileSync(join(distRoot, file), 'utf8'), known).map(
      (finding) => `${file}: ${finding.kind} (${finding.excerpt})`,
    ),
  )
  expect(findings).toEqual([])
})
