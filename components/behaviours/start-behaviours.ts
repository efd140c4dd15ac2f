// The one way to give an element behaviour without React: the element names it with
// `data-behaviour="name"`, and a `{name}.behaviour.ts` file anywhere under components/ holds it, its
// default export called once with each such element. A page fetches the code of the behaviours its
// elements name, and no other. Code that must run before the first paint is the one exception: it is
// inlined in the page (`?inline-script`: the head script, the cookie dialog's script).

/** What a `{name}.behaviour.ts` file exports by default: it is called once with each element naming it. */
export type Behaviour = (element: HTMLElement) => void

// Every behaviour's code, each a chunk of its own, found by file name.
const behaviourModules = import.meta.glob<{ default: Behaviour }>('../**/*.behaviour.ts')

export function startBehaviours(): void {
  const elements = new Map<string, HTMLElement[]>()
  for (const element of document.querySelectorAll<HTMLElement>('[data-behaviour]')) {
    const name = element.dataset.behaviour!
    elements.set(name, [...(elements.get(name) ?? []), element])
  }
  for (const [name, named] of elements) {
    const load = Object.entries(behaviourModules).find(([path]) => path.endsWith(`/${name}.behaviour.ts`))?.[1]
    if (!load) console.error(`No behaviour file named ${name}.behaviour.ts`)
    else load().then(({ default: start }) => named.forEach(start))
  }
}
