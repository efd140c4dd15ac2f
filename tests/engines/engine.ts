// What the behaviours (behaviours.ts) do in a browser, the same in each engine: WebKit is driven by W3C WebDriver
// (webkit.ts), Gecko by WebDriver BiDi (gecko.ts). The site is served through the recording proxy (page-errors.ts).
import { errorsKey } from './page-errors.ts'

export interface Engine {
  /** 'WebKit' or 'Gecko', as the test names and the screenshots say it. */
  name: string
  /** The viewport made `width` × `height` CSS px. */
  resize(width: number, height: number): Promise<void>
  /** Opens `path` on the site and waits for its load event. */
  goto(path: string): Promise<void>
  /** Runs `script` in the page (a function of its JSON arguments) and returns its JSON result, awaited. */
  run<Result, Args extends unknown[]>(script: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>
  /** A mouse click at the middle of the first element `selector` matches, scrolled into view first. */
  click(selector: string): Promise<void>
  /** Keys typed into the element, clicked first. */
  type(selector: string, text: string): Promise<void>
  /** The `<select>`'s option with this text chosen, as the visitor picks it. */
  select(selector: string, option: string): Promise<void>
  /** One key pressed: Tab, Enter or Escape. */
  press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void>
  /** One turn of the mouse wheel by `deltaY` px over the middle of the element. */
  wheel(selector: string, deltaY: number): Promise<void>
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

/** How long a condition is waited for: the suite runs on shared machines, as the Playwright suite does. */
const waitMs = 20_000

/**
 * Waits until `probe` (usually a read of the page) gives something truthy, and returns it; fails with `what` and the
 * last value seen. Polled: WebDriver has no way to wait on a page's own events. A page between documents (a
 * navigation under way) cannot run scripts: that is waited out too.
 */
/** What `until` returns: the probe's value, never a falsy one. */
type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>

export async function until<Result>(what: string, probe: () => Promise<Result>): Promise<Truthy<Result>> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const seen = await probe().then(
      (value) => ({ value }),
      (error: Error) => ({ error: error.message }),
    )
    if ('value' in seen && seen.value) return seen.value as Truthy<Result>
    if (Date.now() > deadline)
      throw new Error(
        `waited ${waitMs / 1000} s for ${what}; last: ${'value' in seen ? JSON.stringify(seen.value) : seen.error}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** What the recorder saw in this tab since the last call, and forgets it. */
export const takePageErrors = (engine: Engine) =>
  engine.run((key) => {
    const errors = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
    sessionStorage.removeItem(key)
    return errors
  }, errorsKey)
