// Every field of the form says what the content check would refuse in it (save-guard.ts's problemsOf: the check's
// own rules on the entry as it would be saved), in red beside it, as Decap shows a field's message, and so stops the
// save before anything is written. Each of Decap's controls is wrapped once: its own checks (`isValid`, a list's or
// a group's `validate` of its items) run as before, and the check's sentences about the field are added to them.
// Only a field at the form's top asks: a problem inside a list or group is named at the list ("Pictures, item 2, …").
import { CMS, createClass, h, type ImmutableMap } from './decap.ts'
import { entryOnScreen } from './decap-internals.ts'
import { problemsOf } from './save-guard.ts'

type Inner = {
  isValid?(): unknown
  validate?(): void
  validateSize?(): unknown[]
  focus?(path?: string): void
  getValidateValue?(): unknown
  shouldComponentUpdate?(next: object): boolean
}
type Props = {
  field: ImmutableMap
  forID: string
  parentIds?: string[]
  validate(): void
  controlRef?(ref: unknown): void
  onValidateObject(id: string, errors: unknown[]): void
}

/** The check's sentences about the field of `props`, if it is at the form's top. */
function sentencesOf({ field, parentIds }: Props): string[] {
  if (parentIds?.length) return []
  const name = field.get('name')
  // Without Decap's store, the form's own checks and the content check on each change remain.
  const entry = entryOnScreen()
  if (!entry) return []
  return problemsOf(entry)
    .filter(({ path }) => path[0] === name)
    .map(({ sentence }) => sentence)
}

const checkError = (sentences: string[]) => ({ type: 'CUSTOM', message: sentences.join(' ') })

function checked(control: unknown) {
  return createClass<{ props: Props; inner?: Inner | null }>({
    // Decap asks this after its own checks of the field (required, pattern).
    isValid() {
      const own = this.inner?.isValid?.() ?? true
      if (own !== true) return own
      const sentences = sentencesOf(this.props)
      return sentences.length ? { error: checkError(sentences) } : true
    },
    // A list or group checks its items itself (Decap calls its `validate`, not `isValid`); the check's words follow.
    validate() {
      const inner = this.inner
      if (!inner?.validate) return this.props.validate()
      inner.validate()
      const sentences = sentencesOf(this.props)
      if (sentences.length)
        this.props.onValidateObject(this.props.forID, [...(inner.validateSize?.() ?? []), checkError(sentences)])
    },
    // Decap's form draws a field again only when its control's own `shouldComponentUpdate` says so (the picture field
    // once its picture has loaded, image-thumbnails.ts), else when its value or style changes: the wrapped control
    // decides, as it would unwrapped.
    shouldComponentUpdate(next: Props & Record<string, unknown>) {
      const inner = this.inner?.shouldComponentUpdate
      if (inner) return inner.call(this.inner, next)
      const now = this.props as Props & Record<string, unknown>
      return ['value', 'classNameWrapper', 'hasActiveStyle'].some((key) => now[key] !== next[key])
    },
    focus(path?: string) {
      if (this.inner?.focus) this.inner.focus(path)
      else document.getElementById(this.props.forID)?.focus()
    },
    getValidateValue() {
      return this.inner?.getValidateValue?.()
    },
    render() {
      // A list hands itself to the form as the field's control once its items are there: the form is given this one.
      const controlRef = (ref: unknown) => this.props.controlRef?.(ref === this.inner ? this : ref)
      return h(control, { ...this.props, controlRef, ref: (inner: Inner | null) => (this.inner = inner) })
    },
  })
}

// Every control the form uses (config.yml), once those of this editor are registered (editor.ts imports this last).
for (const name of ['string', 'text', 'number', 'boolean', 'select', 'datetime', 'list', 'object', 'image'].concat([
  'limited-string',
  'limited-text',
  'page-text',
  'draft-switch',
])) {
  const { control, preview, schema } = CMS.getWidget(name)
  CMS.registerWidget(name, checked(control), preview, schema)
}
