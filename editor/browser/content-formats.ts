// Registers the editor's formats (formats.ts), and the notice above each form (its `file-check` field, config.ts) of
// what the content check says about the file and how to fix it. A file the editor cannot read cannot be saved.
import { CMS, createClass, h, type ImmutableMap } from './decap.ts'
import type { FileCheck } from './file-check.ts'
import { contentFormats } from './formats.ts'

for (const { name, extension, formatter } of contentFormats) CMS.registerCustomFormat(name, extension, formatter)

type Value = ImmutableMap | FileCheck | undefined
const checkOf = (value: Value) => (value && 'toJS' in value ? (value.toJS() as unknown as FileCheck) : value)

const bold = (text: string) => h('p', null, h('strong', null, text))

const FileCheckNotice = createClass<{ props: { value: Value; onChange(value: unknown): void }; correct(): void }>({
  isValid() {
    const check = checkOf(this.props.value)
    const message = 'This file cannot be saved from the editor until it is fixed: see above.'
    return check && !check.readable ? { error: { type: 'CUSTOM', message } } : true
  },
  // Marks the entry changed, so Decap offers to save it even when nothing else was changed.
  correct() {
    const { value } = this.props
    if (value) this.props.onChange('set' in value ? value.set('corrected', true) : { ...value, corrected: true })
  },
  render() {
    const check = checkOf(this.props.value)
    if (!check?.problems.length) return h('p', { className: 'file-check-passed' })
    const how = check.readable
      ? 'Correct the fields named here, then save: the content check runs again when you do.'
      : 'The editor cannot read this file, so it cannot change it. Open the file on GitHub (the pencil button), ' +
        'correct the line named here, and commit; or ask your developer.'
    const items = check.problems.map(({ message, line }) => h('li', null, `${line ? `Line ${line}: ` : ''}${message}`))
    return h(
      'div',
      { role: 'alert', className: 'file-check-problems' },
      bold('This file fails the content check, so the site cannot be published with it as it is.'),
      h('ul', null, ...items),
      h('p', null, how),
      check.correctable &&
        (check.corrected
          ? bold('Corrected here: save to keep the corrections.')
          : h('button', { type: 'button', onClick: this.correct }, 'Make these corrections')),
    )
  },
})

CMS.registerWidget({
  name: 'file-check',
  controlComponent: FileCheckNotice,
  previewComponent: () => null,
  allowMapValue: true,
  // A file that passes the check shows nothing here: not even the field's label.
  globalStyles: `
    [aria-label="file-check field"]:has(.file-check-passed) { display: none; }
    /* The notice says what it is: no field label ("Content check (optional)") above it. */
    [aria-label="file-check field"] label { display: none; }
    .file-check-problems {
      padding: 12px 16px; border: 2px solid #d6453d; border-radius: 5px; background: #fff4f3; color: #2b1613;
      line-height: 1.5;
    }
    .file-check-problems ul { margin: 8px 0; padding-left: 20px; list-style: disc; }
    .file-check-problems button {
      margin-top: 4px; padding: 6px 14px; border: 0; border-radius: 5px; background: #3a69c7; color: #fff;
      font: inherit; font-weight: 600; cursor: pointer;
    }
  `,
})
