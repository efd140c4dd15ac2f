// Serves the built site at http://localhost:3000. Usage: npm run serve (after npm run build); PORT changes the port.
import { createStaticServer } from './static-server.ts'

const port = Number(process.env.PORT ?? 3000)
const server = createStaticServer()
server.listen(port, () => console.log(`Site running at http://localhost:${port} (Ctrl-C to stop)`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
