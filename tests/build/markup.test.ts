// Every built page is valid HTML by the W3C's own checker (the Nu Html Checker that validator.w3.org
// runs), so no browser has to repair the markup in its own way. It needs Java.
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'
import { htmlFile } from '../../build/list-urls.ts'
import { builtUrls, distRoot } from './support.ts'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

type Message = { type: string; subType?: string; url: string; lastLine?: number; message: string }

it('has no markup error on any page, the 404 page and the web editor included', { timeout: 120_000 }, async () => {
  const files = [...builtUrls.map((url) => htmlFile(distRoot, url)), join(distRoot, '404.html')]
  files.push(join(distRoot, 'admin/index.html'))
  // The checker exits 1 when it finds an error, with its JSON report on stderr either way.
  const run = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
  const { messages } = JSON.parse(run.stderr) as { messages: Message[] }
  const errors = messages.map(
    ({ url, lastLine, message }) => `${url.replace(`file:${distRoot}`, '')}:${lastLine} ${message}`,
  )
  expect(errors).toEqual([])
})
