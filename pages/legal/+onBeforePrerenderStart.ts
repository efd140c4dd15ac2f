// https://vike.dev/onBeforePrerenderStart
import { legalPages } from '../../content/load'

export function onBeforePrerenderStart() {
  return legalPages.map((page) => `/${page.slug}`)
}
