// https://vike.dev/onBeforePrerenderStart
import { projects } from '#content/load.ts'
import { projectPath } from '#content/routes.ts'

export function onBeforePrerenderStart() {
  return projects.map((project) => projectPath(project.slug))
}
