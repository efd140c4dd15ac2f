// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { entryPage, services } from '#content/load.ts'
import type { PageData } from '../../../renderer/page-head'

export type Data = PageData<typeof data>

export async function data(pageContext: PageContextServer) {
  const service = await entryPage('services', pageContext)
  return {
    title: service.title,
    description: service.description,
    // The visible trail, and the search engines' one (renderer/Head.tsx).
    breadcrumbs: { trail: [{ label: 'Services', href: '/services' }], current: service.title },
    service: { slug: service.slug, number: service.number, title: service.title, description: service.description },
    others: services.filter((s) => s.slug !== service.slug).map(({ slug, title, href }) => ({ slug, title, href })),
  }
}
