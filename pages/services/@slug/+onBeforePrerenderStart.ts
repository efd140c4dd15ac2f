// https://vike.dev/onBeforePrerenderStart
import { services } from '#content/load.ts'

export function onBeforePrerenderStart() {
  return services.map((service) => service.href)
}
