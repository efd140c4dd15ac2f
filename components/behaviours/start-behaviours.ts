// The one way to give an element behaviour without React: `data-behaviour="name"` on the element, and a
// `{name}.behaviour.ts` file under components/. Why they all come in the pages' one script: README.md.

/** What a `{name}.behaviour.ts` file exports by default: it is called once with each element naming it. */
export type Behaviour = (element: HTMLElement) => void

/** On an element whose behaviour has been started (or has failed to start): never started twice. */
const STARTED_ATTRIBUTE = 'data-behaviour-started'

// Every behaviour's code, found by file name.
const behaviourModules = import.meta.glob<{ default: Behaviour }>('../**/*.behaviour.ts', { eager: true })
const byName = new Map(
  Object.entries(behaviourModules).map(([path, module]) => [
    path.replace(/^.*\/|\.behaviour\.ts$/g, ''),
    module.default,
  ]),
)

/**
 * Starts each element's behaviour, in document order, each on its own (GOV.UK Frontend's createAll): one that
 * throws is logged with its name and element, and the others, the islands and the `loaded` class still come.
 */
export function startBehaviours(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-behaviour]:not([${STARTED_ATTRIBUTE}])`)) {
    const name = element.dataset.behaviour!
    element.setAttribute(STARTED_ATTRIBUTE, '')
    const behaviour = byName.get(name)
    if (!behaviour) console.error(`No behaviour file named ${name}.behaviour.ts`, element)
    else
      try {
        behaviour(element)
      } catch (error) {
        console.error(`The ${name} behaviour failed to start on`, element, error)
      }
  }
}
