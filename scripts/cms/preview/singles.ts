// The single files every page may read (site.yaml, pages.yaml, stats.yaml, intro.yaml) are objects
// the components read as they render (#content). The preview shows the built values, except the
// one being edited, which it puts in their place before each render.
import * as content from '#content'

type SingleName = 'site' | 'pages' | 'stats' | 'intro'
const live = { site: content.site, pages: content.pages, stats: content.stats, intro: content.intro }
const built = structuredClone(live)

export const isSingle = (name: string): name is SingleName => name in built

export function showSingles(edited?: { name: SingleName; value: object }) {
  for (const name of Object.keys(built) as SingleName[]) {
    const target = live[name] as Record<string, unknown>
    for (const key of Object.keys(target)) delete target[key]
    Object.assign(target, structuredClone(edited?.name === name ? edited.value : built[name]))
  }
}
