// What Decap CMS's bundle (decap-cms.js, loaded before the editor's script) puts on `window`: its API, and the
// React it lends widgets and preview templates (`h`, React's createElement; `createClass`, create-react-class, as
// a control must be a class: Decap keeps a ref to it). Another React here would not work inside Decap's tree. And
// Decap's Redux store, which store-hook.ts keeps as Decap builds it.
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

/** Decap's state, in the parts the editor reads: its configuration (config.yml's), the lists' entries, the entry on
 * screen, the media library's files. */
export type DecapState = Record<'collections' | 'entries' | 'entryDraft' | 'mediaLibrary', ImmutableMap> & {
  config: { publish_mode?: string }
}

export const { CMS, h, createClass, decapStore } = window as unknown as {
  decapStore: { getState(): DecapState; dispatch(action: { type: string; payload: object }): void }
  CMS: {
    registerCustomFormat(name: string, extension: string, formatter: Formatter): void
    getWidget(name: string): { control: unknown; preview: unknown; schema: unknown }
    registerWidget(name: string, control: unknown, preview: unknown, schema?: unknown): void
    registerWidget(widget: { name: string; [option: string]: unknown }): void
    getLocale(locale: string): Phrases
    registerLocale(locale: string, phrases: Phrases): void
    /** A preSave handler's map is the data saved (undefined: unchanged); what it throws stops the save. */
    registerEventListener(listener: {
      name: 'preSave' | 'postSave'
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
