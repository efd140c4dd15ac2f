import { createSecureServer, type Http2SecureServer } from 'node:http2'
import { generate } from 'selfsigned'
import { createStaticHandler } from '../local-stack/static-server.ts'

/**
 * The same site over HTTPS and HTTP/2, as a CDN serves it, for the benchmarks. Over HTTP/1.1 a
 * browser opens at most six connections to a host, so a page's seventh request waits for one to
 * come free: on the phone profile, /projects' react-dom waited 380 ms behind the cards' pictures,
 * which no visitor of the live site does. The certificate is self-signed for this run, so the
 * browser has to be told to accept it (Playwright's `ignoreHTTPSErrors`).
 */
export async function createSecureStaticServer(root = 'dist/client'): Promise<Http2SecureServer> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  // Node's HTTP/2 compatibility API gives the handler request and response objects shaped like
  // HTTP/1's, which is what sirv and compression use.
  return createSecureServer({ key, cert, allowHTTP1: true }, (await createStaticHandler(root)) as never)
}
