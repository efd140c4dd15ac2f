// https://vike.dev/onBeforePrerenderStart
import { legalPages } from '#content/load.ts'
import { legalPath } from '#content/routes.ts'

export function onBeforePrerenderStart() {
  return legalPages.map((page) => legalPath(page.slug))
}
