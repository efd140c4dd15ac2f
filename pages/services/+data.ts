// https://vike.dev/data
import { pages } from '#content'
import { pick, serviceSummary, servicePanels, services } from '#content/server'
import type { PageData } from '../../shell/page-head'

export type Data = PageData<typeof data>

export function data() {
  return {
    ...pick(pages.services, 'title', 'description'),
    panels: servicePanels,
    services: services.map(serviceSummary),
  }
}
