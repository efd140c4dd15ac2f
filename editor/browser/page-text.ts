// `page-text` (config.yml's body field): the page's Markdown in a plain text box, with buttons that write the
// Markdown they name at the caret. Decap's own Markdown widget offers the same buttons only in its rich-text mode,
// which prints the whole text again through its own Markdown printer (escaping `<Site field="email" />`,
// renumbering lists), so an edit to one sentence would change the rest; in its raw mode the buttons are greyed out.
// Here the text box holds the file's text as it is: what is saved is what was typed, byte for byte.
import { addStyle, CMS, createClass, h } from './decap.ts'
import { type Edit, enterInList, formatted, type Formatting, formattings } from './page-text-edits.ts'

interface Props {
  value?: string
  onChange(value: string): void
  forID: string
  classNameWrapper: string
  setActiveStyle(): void
  setInactiveStyle(): void
}

/** Ctrl (⌘ on a Mac) and a letter, as in a word processor. */
const shortcuts: Record<string, Formatting> = { b: 'bold', i: 'italic', k: 'link' }

/** What the text box takes, in one line above it. */
export const guide =
  'Markdown: "## " starts a heading, "- " a list item, "> " a quote; **bold**, *italic*, [words](/contact) a link.'

const PageText = createClass<{
  props: Props
  box?: HTMLTextAreaElement | null
  apply(formatting: Formatting): void
  write(edit: Edit): void
  keyDown(event: KeyboardEvent): void
}>({
  apply(formatting: Formatting) {
    const box = this.box
    if (box) this.write(formatted(formatting, box.value, box.selectionStart, box.selectionEnd))
  },
  write(edit: Edit) {
    const box = this.box
    if (!box) return
    box.focus()
    box.setRangeText(edit.text, edit.from, edit.to)
    box.setSelectionRange(edit.select[0], edit.select[1])
    if (edit.text || edit.from !== edit.to) this.props.onChange(box.value)
  },
  // Enter in a list continues or ends it; the word processor's shortcuts for bold, italics and a link.
  keyDown(event: KeyboardEvent) {
    const box = this.box
    if (!box || event.isComposing || event.altKey) return
    const shortcut = event.ctrlKey || event.metaKey
    const edit =
      event.key === 'Enter' && !shortcut && !event.shiftKey && box.selectionStart === box.selectionEnd
        ? enterInList(box.value, box.selectionStart)
        : undefined
    const formatting = shortcut && !event.shiftKey ? shortcuts[event.key.toLowerCase()] : undefined
    if (!edit && !formatting) return
    event.preventDefault()
    if (edit) this.write(edit)
    else this.apply(formatting!)
  },
  render() {
    const { value = '', onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    const buttons = formattings.map(({ name, label }) =>
      h(
        'button',
        // Pressed with the mouse, the button would take the focus and the text box's selection with it.
        {
          key: name,
          type: 'button',
          onMouseDown: (event: Event) => event.preventDefault(),
          onClick: () => this.apply(name),
        },
        label,
      ),
    )
    return h(
      'div',
      { className: 'page-text' },
      h(
        'div',
        { className: 'page-text-tools', role: 'toolbar', 'aria-label': 'Formatting', 'aria-controls': forID },
        buttons,
      ),
      h('p', { className: 'page-text-guide', id: `${forID}-guide` }, guide),
      h('textarea', {
        id: forID,
        ref: (box: HTMLTextAreaElement | null) => (this.box = box),
        className: classNameWrapper,
        value,
        rows: Math.max(14, value.split('\n').length + 2),
        spellCheck: true,
        'aria-describedby': `${forID}-guide`,
        onChange: (event: { target: HTMLTextAreaElement }) => onChange(event.target.value),
        onKeyDown: (event: KeyboardEvent) => this.keyDown(event),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      }),
    )
  },
})

CMS.registerWidget('page-text', PageText, CMS.getWidget('markdown').preview)

addStyle(`
  .page-text-tools { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0 4px; }
  .page-text-tools button {
    font: 600 14px/1 system-ui, sans-serif; padding: 7px 12px; border: 1px solid #798291; border-radius: 4px;
    background: #fff; color: #1e2025; cursor: pointer;
  }
  .page-text-tools button:hover, .page-text-tools button:focus-visible { background: #e8f0fe; border-color: #3a69c7; }
  .page-text-guide { margin: 0 0 6px; font-size: 13px; color: #5a6270; }
  .page-text textarea {
    font: 15px/1.6 ui-monospace, Menlo, Consolas, monospace; resize: vertical; white-space: pre-wrap;
  }
`)
