// Vitest's global setup for the engine tests: the built site and the enquiry function (the local stack, with its own
// database in .data/engines), behind the recording proxy (page-errors.ts), whose origin the tests get by `inject`.
import type { TestProject } from 'vitest/node'
import { freePort } from '../../local-stack/free-port.ts'
import { startLocalStack } from '../../local-stack/local-stack.ts'
import { startRecordingProxy } from './page-errors.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string
  }
}

export default async function serveSite(project: TestProject) {
  const proxyPort = await freePort()
  const origin = `http://127.0.0.1:${proxyPort}`
  const stack = await startLocalStack({
    port: 0,
    host: '127.0.0.1',
    dataDir: '.data/engines',
    // SITE_ROOT: another built site, as for npm run preview.
    siteRoot: process.env.SITE_ROOT || 'dist/client',
    // The pages' origin is the proxy's; no rate limit on the tests' sends.
    env: { ...process.env, SITE_ORIGIN: origin, RATE_LIMIT_MAX: '10000' },
    print: () => {},
  })
  const proxy = await startRecordingProxy(stack.url, proxyPort)
  project.provide('siteOrigin', proxy.origin)
  return async () => {
    await new Promise((resolve) => proxy.server.close(resolve))
    await stack.close()
  }
}
