// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import { introPendingScript } from '../components/intro-screen/intro-pending'
import { site } from '../content'

export default function Head() {
  const { urlPathname, is404 } = usePageContext()
  return (
    <>
      {/* Before first paint: lets CSS hide what JavaScript will manage (closed accordion panels,
          the home header) without hiding it from visitors who have JavaScript off, and show the
          intro's first frame on a session's first page (components/intro-screen). */}
      <script dangerouslySetInnerHTML={{ __html: `document.documentElement.classList.add('js');${introPendingScript}` }} />
      <meta name="theme-color" content="#0e1a2b" />
      {/* Drawn at build from the business name (content/picture/icons.ts). */}
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      {is404 ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${site.url}${urlPathname === '/' ? '/' : urlPathname}`} />}
    </>
  )
}
