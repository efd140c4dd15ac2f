// What a page's <head> says about it beyond what its address tells: every page's +data.ts returns
// these fields with the rest of its data, and pages/+title.ts, pages/+description.ts and Head.tsx
// read them from pageContext.data, typed as Vike documents it (https://vike.dev/pageContext#typescript).
import type { ComponentProps } from 'react'
import type { faqPage } from '../components/seo/structured-data'
import type { Breadcrumbs } from '../components/ui/Breadcrumbs'

export interface PageHead {
  /** The page's own title; the tab and search results show it before " | {site name}". */
  title: string
  /** The meta description, for search results and link previews. */
  description: string
  /** Where a sub-page sits: the page shows the trail, and search engines read it as a BreadcrumbList. */
  breadcrumbs?: ComponentProps<typeof Breadcrumbs>
  /** The questions of the FAQ page, which search engines read as an FAQPage. */
  faqPage?: Parameters<typeof faqPage>[0]
}

/**
 * A +data.ts's `Data` (https://vike.dev/data#typescript), checked to carry the page's head:
 * `export type Data = PageData<typeof data>` fails to compile if the hook leaves a field out.
 */
export type PageData<DataHook extends (...args: never[]) => PageHead | Promise<PageHead>> = Awaited<
  ReturnType<DataHook>
>
