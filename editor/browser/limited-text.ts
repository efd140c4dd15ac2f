// `limited-string` and `limited-text` (config.yml, with `limit`): Decap's own box with a count of the characters
// beneath as the owner types, saying when it is over. The refusal is still the field's `pattern`.
import { addStyle, CMS, createClass, h } from './decap.ts'

for (const base of ['string', 'text']) {
  const { control, preview } = CMS.getWidget(base)
  const limited = createClass<{ props: { value?: string; field: { get(key: 'limit'): number } } }>({
    render() {
      const limit = this.props.field.get('limit')
      const count = (this.props.value ?? '').length
      const over = count > limit ? 'true' : undefined
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

addStyle(`
  .limited-text-count { margin: 6px 0 0; font-size: 13px; color: #5a6270; text-align: right; }
  .limited-text-count[data-over] { color: #c2233f; font-weight: 600; }
`)
