// Not in +data.ts, which calls it: Vike warns of any export of a + file but its own.
import { type Service, services } from '#content/server'

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
