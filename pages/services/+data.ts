// https://vike.dev/data
import { pages } from '#content'
import { serviceSummary, servicePanels, services } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return {
    title: pages.services.title,
    description: pages.services.description,
    panels: servicePanels,
    services: services.map(serviceSummary),
  }
}
