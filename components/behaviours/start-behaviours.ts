// The one way to give an element behaviour without React: the element names it with
// `data-behaviour="name"`, and a `{name}.behaviour.ts` file anywhere under components/ holds it, its
// default export called once with each such element, on the pages whose elements name it. Every behaviour
// comes in the pages' one script (together some 3 KB gzipped): fetched on demand, each would answer a
// round trip later, and the intro's focus and the hero's pause button would miss a visitor's first tap.
// Code that must run before the first paint is the one exception: it is inlined in the page
// (`?inline-script`: the head script, the cookie dialog's script).

/** What a `{name}.behaviour.ts` file exports by default: it is called once with each element naming it. */
export type Behaviour = (element: HTMLElement) => void

// Every behaviour's code, found by file name.
const behaviourModules = import.meta.glob<{ default: Behaviour }>('../**/*.behaviour.ts', { eager: true })

export function startBehaviours(): void {
  const elements = new Map<string, HTMLElement[]>()
  for (const element of document.querySelectorAll<HTMLElement>('[data-behaviour]')) {
    const name = element.dataset.behaviour!
    elements.set(name, [...(elements.get(name) ?? []), element])
  }
  for (const [name, named] of elements) {
    const module = Object.entries(behaviourModules).find(([path]) => path.endsWith(`/${name}.behaviour.ts`))?.[1]
    if (!module) console.error(`No behaviour file named ${name}.behaviour.ts`)
    else named.forEach(module.default)
  }
}
