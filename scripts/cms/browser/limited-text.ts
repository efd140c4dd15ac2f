// A text field with a length limit (a search description, a title, a caption) shows how many
// characters it holds against its limit as the owner types, and says when it is over. It is
// Decap's own string or text box (`limited-string`, `limited-text` in config.yml, with `limit`),
// with the count beneath; the content check's sentence still comes from the field's `pattern`.
interface Props {
  value?: string
  field: { get(key: 'limit'): number }
}
type Component = unknown
declare const CMS: {
  getWidget(name: string): { control: Component; preview: Component }
  registerWidget(name: string, control: Component, preview: Component): void
}
// Decap's page provides React's createElement and create-react-class: a control must be a class,
// because Decap keeps a ref to it.
declare const h: (type: Component | string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown
declare const createClass: (spec: { render(this: { props: Props }): unknown }) => Component

/** "42 of 170 characters", and how many too many once over. */
export function countText(value: string, limit: number): string {
  const count = value.length
  return count > limit
    ? `${count} of ${limit} characters: ${count - limit} too many`
    : `${count} of ${limit} characters`
}

for (const base of ['string', 'text']) {
  const { control, preview } = CMS.getWidget(base)
  const limited = createClass({
    render() {
      const limit = this.props.field.get('limit')
      const value = this.props.value ?? ''
      const over = value.length > limit ? 'true' : undefined
      return h(
        'div',
        null,
        h(control, { ...this.props }),
        h('p', { className: 'limited-text-count', 'aria-live': 'polite', 'data-over': over }, countText(value, limit)),
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
