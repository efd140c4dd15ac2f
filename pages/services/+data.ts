// https://vike.dev/data
import { pages } from '#content'
import { servicePanels, services } from '#content/load.ts'

export type Data = Awaited<ReturnType<typeof data>>

export function data() {
  return {
    title: pages.services.title,
    description: pages.services.description,
    panels: servicePanels,
    services: services.map(({ slug, number, title, description, href }) => ({ slug, number, title, description, href })),
  }
}
