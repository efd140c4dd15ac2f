import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'

/** A loopback TCP port that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
