// `draft-switch` (config.yml's `draft`): Decap's own switch, which also marks the editor's page while the entry on
// screen is a draft, so the status beside the save button says it is not on the site. (Decap names that status
// "Published" once an entry is saved, whatever the entry says, and has no setting for it.)
import { addStyle, CMS, createClass, h } from './decap.ts'

const { control, preview } = CMS.getWidget('boolean')
const root = document.documentElement

const DraftSwitch = createClass<{ props: { value?: boolean } }>({
  componentDidMount() {
    root.toggleAttribute('data-entry-draft', this.props.value === true)
  },
  componentDidUpdate() {
    root.toggleAttribute('data-entry-draft', this.props.value === true)
  },
  componentWillUnmount() {
    root.removeAttribute('data-entry-draft')
  },
  render() {
    return h(control, { ...this.props })
  },
})
CMS.registerWidget('draft-switch', DraftSwitch, preview)

// Beside the button, not in it: the button's own name stays what it does.
addStyle(`
  html[data-entry-draft] [class*="-ToolbarSectionMain"] > div:first-child::after {
    content: 'Draft: not on the site'; align-self: center; margin-left: 12px; padding: 4px 10px;
    border-radius: 4px; background: #fff4d6; color: #6b4a00; font: 600 14px/1.4 system-ui, sans-serif;
    white-space: nowrap;
  }
`)
