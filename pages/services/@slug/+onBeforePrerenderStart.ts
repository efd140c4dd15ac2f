// https://vike.dev/onBeforePrerenderStart
import { services } from '../../../content/load'

export function onBeforePrerenderStart() {
  return services.map((service) => service.href)
}
