// https://vike.dev/onBeforePrerenderStart
import { legalSlugs } from '../../content/bodies'

export function onBeforePrerenderStart() {
  return legalSlugs.map((slug) => `/${slug}`)
}
