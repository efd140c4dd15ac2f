// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadBody } from '#content/bodies.ts'
import { services } from '#content/load.ts'
import type { PageData } from '../../../renderer/page-head'

export type Data = PageData<typeof data>

export async function data(pageContext: PageContextServer) {
  const service = services.find((s) => s.slug === pageContext.routeParams.slug)
  if (!service) throw render(404)
  // Loaded here so the prerendered HTML holds the body (see ContentBody).
  await loadBody('services', service.slug)
  return {
    title: service.title,
    description: service.description,
    // The visible trail, and the search engines' one (renderer/Head.tsx).
    breadcrumbs: { trail: [{ label: 'Services', href: '/services' }], current: service.title },
    service: { slug: service.slug, number: service.number, title: service.title, description: service.description },
    others: services.filter((s) => s !== service).map(({ slug, title, href }) => ({ slug, title, href })),
  }
}
