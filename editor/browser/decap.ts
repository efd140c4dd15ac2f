// What Decap CMS's bundle (decap-cms.js, loaded before the editor's script) puts on `window`: its API, and the
// React it lends widgets and preview templates (`h`, React's createElement; `createClass`, create-react-class, as
// a control must be a class: Decap keeps a ref to it). Another React here would not work inside Decap's tree. What
// Decap keeps to itself (its store, above all) is reached through decap-internals.ts alone.
import type { Formatter } from './formats.ts'

/** An Immutable.js map, as Decap keeps entries (and a widget's value, where it allows a map). */
export interface ImmutableMap {
  get(key: string): unknown
  getIn(path: (string | number)[]): unknown
  set(key: string, value: unknown): ImmutableMap
  setIn(path: (string | number)[], value: unknown): ImmutableMap
  toJS(): Record<string, unknown>
}
export type Phrases = { [key: string]: string | Phrases }

export const { CMS, h, createClass } = window as unknown as {
  CMS: {
    registerCustomFormat(name: string, extension: string, formatter: Formatter): void
    getWidget(name: string): { control: unknown; preview: unknown; schema: unknown }
    registerWidget(name: string, control: unknown, preview: unknown, schema?: unknown): void
    registerWidget(widget: { name: string; [option: string]: unknown }): void
    getLocale(locale: string): Phrases
    registerLocale(locale: string, phrases: Phrases): void
    /**
     * A preSave handler's map is the data saved (undefined: unchanged); what a pre- handler throws stops the save, the
     * publication (prePublish: publishing a change, or saving where there is no editorial workflow) or the deletion
     * (preUnpublish: Delete, and Unpublish, which deletes the published file first).
     */
    registerEventListener(listener: {
      name: 'preSave' | 'postSave' | 'prePublish' | 'preUnpublish'
      handler(event: { entry: ImmutableMap }): ImmutableMap | undefined
    }): void
    registerPreviewTemplate(name: string, component: unknown): void
    registerPreviewStyle(url: string): void
    /** Starts the editor (store-hook.js asks Decap to wait for this), reading config.yml from the page's link. */
    init(): void
  }
  h(type: unknown, props?: object | null, ...children: unknown[]): unknown
  createClass<This>(spec: object & ThisType<This>): unknown
}

/** Adds a stylesheet to the editor's page (a widget's `globalStyles` applies only where its field shows). */
export const addStyle = (css: string) =>
  document.head.append(Object.assign(document.createElement('style'), { textContent: css }))

/**
 * Stops what a pre- event handler's Decap action is doing (a save, publication or deletion) when there are
 * `refusals`: Decap shows them after its own words ("Not saved: ", locale.ts), so the Error has no name to come first.
 */
export function stopWith(refusals: string[]) {
  if (refusals.length) throw Object.assign(new Error(refusals.join(' ')), { name: '' })
}
