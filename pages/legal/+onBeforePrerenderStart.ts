// https://vike.dev/onBeforePrerenderStart
import { legalPages } from '#content/load.ts'

export function onBeforePrerenderStart() {
  return legalPages.map((page) => `/${page.slug}`)
}
