// https://vike.dev/Head
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { introPreloads } from '../components/intro-screen/intro-images'
import { breadcrumbList, faqPage, jsonLd, professionalService } from '../components/seo/structured-data'
import { intro, ogImagePath, ogImageSize, site } from '#content'
import { palette } from '../theme'
import headScript from './head-script.ts?inline-script'
import type { PageHead } from './page-head'

// Where search engines look for the business: the other pages link to these, and leaving it out
// of them keeps each page's HTML within one round trip.
const businessPages = ['/', '/contact']

export default function Head() {
  const { urlPathname, is404, config } = usePageContext()
  const { faqPage: questions, breadcrumbs, title } = useData<PageHead>()
  // The 404 page, and pages only a form post leads to (pages/contact/*/+config.ts), stay out of search results.
  const indexable = !is404 && !config.noindex
  const url = `${site.url}${urlPathname}`
  const image = `${site.url}${ogImagePath(urlPathname)}`
  const structuredData = indexable
    ? [
        businessPages.includes(urlPathname) && professionalService(site, `${site.url}${ogImagePath('/')}`),
        questions && faqPage(questions),
        breadcrumbs && breadcrumbList(site.url, breadcrumbs.trail, { label: breadcrumbs.current, url }),
      ]
    : []
  return (
    <>
      {/* The intro's opening drawing, asked for beside the stylesheet (components/intro-screen/intro-images.ts);
          after the viewport's meta, so that `media` is judged at the phone's width. */}
      {introPreloads(intro.stages).map(({ imageSrcSet, media, type }) => (
        <link
          key={media}
          rel="preload"
          as="image"
          type={type}
          imageSrcSet={imageSrcSet}
          media={media}
          fetchPriority="high"
        />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own script (shell/head-script.ts). */}
      <script dangerouslySetInnerHTML={{ __html: headScript }} />
      <meta name="theme-color" content={palette.ink[900]} />
      {/* Drawn at build from the business name (build/site-icons/, which says why there is no web app manifest). */}
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {indexable ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {!is404 && (
        <>
          {/* Link previews (Open Graph, read by X/Twitter too): vike-react adds og:title and og:description. */}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={site.name} />
          <meta property="og:locale" content="en_GB" />
          <meta property="og:url" content={url} />
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(ogImageSize.width)} />
          <meta property="og:image:height" content={String(ogImageSize.height)} />
          {/* The card shows the business name over the page's title (build/og-images.tsx). */}
          <meta property="og:image:alt" content={`${site.name}: ${title}`} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={`${site.name}: ${title}`} />
        </>
      )}
      {structuredData
        .filter((thing) => !!thing)
        .map((thing) => (
          <script
            key={String(thing['@type'])}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element by jsonLd.
            dangerouslySetInnerHTML={{ __html: jsonLd(thing) }}
          />
        ))}
    </>
  )
}
