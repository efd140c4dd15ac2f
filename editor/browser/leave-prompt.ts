// Decap asks before the owner leaves an entry with changes not saved through the browser's confirm(), with one fixed
// sentence it reads when the entry opens (locale.ts), before anything is changed. So at the moment it asks, the
// question names the fields whose values differ from the entry as saved (Decap's lists hold it: loaded when the entry
// opened, and put back after each save by entry-address-guard.ts), by the labels the form shows.
import { savedData } from './as-saved.ts'
import { decapStore, type ImmutableMap } from './decap.ts'
import { leavePagePrompt } from './locale.ts'
import { formOf } from './save-guard.ts'

/** The labels of the fields of the entry on screen whose values are not the saved ones, in the form's order. */
function changedFields(): string[] {
  const { entryDraft, entries } = decapStore.getState()
  const draft = entryDraft.get('entry') as ImmutableMap | undefined
  if (!draft) return []
  const [name, slug] = [draft.get('collection') as string, draft.get('slug') as string | undefined]
  const saved = ((entries.getIn(['entities', `${name}.${slug}`, 'data']) as ImmutableMap | undefined)?.toJS() ??
    {}) as Record<string, unknown>
  const now = savedData(draft).toJS()
  return formOf(name, slug ?? '')
    .filter((field) => JSON.stringify(now[field.name] ?? null) !== JSON.stringify(saved[field.name] ?? null))
    .map((field) => field.label)
}

const ask = window.confirm.bind(window)
const fixedQuestion = leavePagePrompt()
window.confirm = (message) => ask(message === fixedQuestion ? leavePagePrompt(changedFields()) : message)
