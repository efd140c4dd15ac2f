// https://vike.dev/onBeforePrerenderStart
import { projects } from '#content/load.ts'

export function onBeforePrerenderStart() {
  return projects.map((project) => `/projects/${project.slug}`)
}
