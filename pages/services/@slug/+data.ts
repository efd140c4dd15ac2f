// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { entryPage, type Service, services } from '#content/server'
import type { PageData } from '../../../shell/page-head'

export type Data = PageData<typeof servicePage>

export async function data(pageContext: PageContextServer) {
  return servicePage(await entryPage('services', pageContext))
}

/** What a service's page shows of it (the web editor's preview shows the entry being edited through it too). */
export function servicePage(service: Service) {
  return {
    title: service.title,
    description: service.description,
    // The visible trail, and the search engines' one (shell/Head.tsx).
    breadcrumbs: { trail: [{ label: 'Services', href: '/services' }], current: service.title },
    service: { slug: service.slug, number: service.number, title: service.title, description: service.description },
    others: services.filter((s) => s.slug !== service.slug).map(({ slug, title, href }) => ({ slug, title, href })),
  }
}
