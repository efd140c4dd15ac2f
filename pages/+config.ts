// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'
import Layout from '../shell/Layout'
import Head from '../shell/Head'

export default {
  extends: [vikeReact],
  // Every route is static HTML: https://vike.dev/prerender. Written as `contact.html`, not `contact/index.html`:
  // the file Netlify and Cloudflare Pages both serve at `/contact` with no redirect (build/list-urls.ts).
  prerender: { noExtraDir: true },
  Layout,
  Head,
  lang: 'en-GB',
  // Every link is a full page load (https://vike.dev/clientRouting): the pages have no client runtime to route with.
  clientRouting: false,
  meta: {
    // HTML-only pages (https://vike.dev/render-modes): React renders them at build and never in the
    // browser, whose only entry is +client.ts; the interactive parts are islands (components/islands).
    Page: { env: { server: true, client: false } },
    // The shell too: in the browser it would only bring its stylesheets into the browser entry's
    // graph, as a second copy of the site's CSS.
    Layout: { env: { server: true, client: false } },
    // A page that search engines should not list (shell/Head.tsx; the sitemap leaves it out).
    noindex: { env: { server: true } },
  },
} satisfies Config

declare global {
  namespace Vike {
    interface Config {
      noindex?: boolean
    }
  }
}
