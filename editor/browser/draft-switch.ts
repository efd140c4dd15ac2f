// `draft-switch` (config.yml's `draft`): Decap's own switch, which also names the saved entry's status: Decap calls an
// entry with nothing left to save "Published" (its phrase editor.editorToolbar.published, on the status button beside
// Publish), whatever the entry says. While the entry on screen is a draft, that phrase is the draft's label instead,
// set through the phrase book Decap's widgets are given (`t`, react-polyglot's, whose `_polyglot` is node-polyglot's
// Polyglot, with its own `extend`). Decap draws the status again after each change and save, and once after an entry
// opens (when it asks for the entry's deploy preview): the phrase follows the entry as the site has it (Decap's lists
// hold it, and the phrase is set again at each change of them), so a switch turned on and not saved, or refused, leaves
// it "Published". The switch is also
// where the rules across files speak (save-guard.ts): hiding the entry the home page cannot do without is refused here,
// in the content check's sentence, before anything is saved.
import { draftLabel } from '../draft-label.ts'
import { CMS, createClass, h } from './decap.ts'
import { decapState, entryOnScreen, onStateChange } from './decap-internals.ts'
import { refusalsOf } from './save-guard.ts'

type Translate = { _polyglot?: { extend(phrases: Record<string, string>): void } }

const { control, preview } = CMS.getWidget('boolean')
const published = (CMS.getLocale('en').editor as { editorToolbar: { published: string } }).editorToolbar.published

const nameStatus = (t: Translate, draft: boolean) =>
  t._polyglot?.extend({ 'editor.editorToolbar.published': draft ? draftLabel : published })

/** Whether the entry on screen is a draft on the site. */
function isDraftOnSite() {
  const entry = entryOnScreen()
  const key = `${entry?.get('collection')}.${entry?.get('slug')}`
  return decapState()?.entries.getIn(['entities', key, 'data', 'draft']) === true
}

const DraftSwitch = createClass<{ props: { value?: boolean; t: Translate }; stop?: () => void }>({
  // Decap asks every field before a save; a message here shows under the switch and stops the save.
  isValid() {
    const entry = entryOnScreen()
    const refusals = entry ? refusalsOf(entry) : []
    return refusals.length ? { error: { type: 'CUSTOM', message: refusals.join(' ') } } : true
  },
  componentDidMount() {
    nameStatus(this.props.t, isDraftOnSite())
    this.stop = onStateChange(() => nameStatus(this.props.t, isDraftOnSite()))
  },
  componentWillUnmount() {
    this.stop?.()
    nameStatus(this.props.t, false)
  },
  render() {
    return h(control, { ...this.props })
  },
})
CMS.registerWidget('draft-switch', DraftSwitch, preview)
