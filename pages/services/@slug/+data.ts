// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { services } from '../../../content/load'

export type Data = Awaited<ReturnType<typeof data>>

export function data(pageContext: PageContextServer) {
  const service = services.find((s) => s.slug === pageContext.routeParams.slug)
  if (!service) throw render(404)
  return {
    title: service.title,
    description: service.description,
    service: { slug: service.slug, number: service.number, title: service.title, description: service.description },
    others: services.filter((s) => s !== service).map(({ slug, title, href }) => ({ slug, title, href })),
  }
}
