/** The selector of a `data-slot` hook, the name shadcn/ui's parts are found by. */
export const slot = (name: string) => `[data-slot="${name}"]`

/**
 * The element `selector` finds inside `root`. Its markup renders it, so a missing one is a named error (which
 * part, which hook), logged by startBehaviours with the element, rather than a TypeError on null with no context.
 */
export function requiredElement<T extends Element = HTMLElement>(root: ParentNode, selector: string, part: string): T {
  const element = root.querySelector<T>(selector)
  if (!element) throw new Error(`${part}: no ${selector} in its markup`)
  return element
}
