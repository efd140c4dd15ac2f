// A text field with a length limit (a search description, a title, a caption) counts its characters against
// the limit as the owner types, and says when it is over: Decap's own string or text box (`limited-string`,
// `limited-text` in config.yml, with `limit`) with the count beneath. The refusal is still the field's `pattern`.
import { CMS, createClass, h } from './decap.ts'

for (const base of ['string', 'text']) {
  const { control, preview } = CMS.getWidget(base)
  const limited = createClass<{ props: { value?: string; field: { get(key: 'limit'): number } } }>({
    render() {
      const limit = this.props.field.get('limit')
      const count = (this.props.value ?? '').length
      const over = count > limit ? 'true' : undefined
      // "42 of 170 characters", and how many too many once over.
      const text = `${count} of ${limit} characters${over ? `: ${count - limit} too many` : ''}`
      return h(
        'div',
        null,
        h(control, { ...this.props }),
        h('p', { className: 'limited-text-count', 'aria-live': 'polite', 'data-over': over }, text),
      )
    },
  })
  CMS.registerWidget(`limited-${base}`, limited, preview)
}

const style = document.createElement('style')
style.textContent = `
  .limited-text-count { margin: 6px 0 0; font-size: 13px; color: #5a6270; text-align: right; }
  .limited-text-count[data-over] { color: #c2233f; font-weight: 600; }
`
document.head.append(style)
