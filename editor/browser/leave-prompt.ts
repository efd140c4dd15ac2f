// Decap asks before the owner leaves an entry with changes not saved through the browser's confirm(), with one fixed
// sentence it reads when the entry opens (locale.ts), before anything is changed. So at the moment it asks, the
// question names the fields whose values differ from the entry as last saved, by the labels the form shows: with the
// editorial workflow, its change not yet published where it has one (Decap holds it as saved); else the entry in
// Decap's lists (loaded when the entry opened, and put back after each save by entry-address-guard.ts). The content
// check's notice above the form is not a field the owner changes.
import { savedData } from './as-saved.ts'
import type { ImmutableMap } from './decap.ts'
import { decapState, entryOnScreen } from './decap-internals.ts'
import { fileCheckField } from './file-check.ts'
import { leavePagePrompt } from './locale.ts'
import { formOf } from './save-guard.ts'

/** The labels of the fields of the entry on screen whose values are not the saved ones, in the form's order. */
function changedFields(): string[] {
  const state = decapState()
  const draft = entryOnScreen()
  if (!state || !draft) return []
  const [name, slug] = [draft.get('collection') as string, draft.get('slug') as string | undefined]
  const key = `${name}.${slug}`
  const change = state.editorialWorkflow.getIn(['entities', key]) as ImmutableMap | undefined
  const last = change?.get('data') ? change : (state.entries.getIn(['entities', key]) as ImmutableMap | undefined)
  // In the file's form, as the entry on screen is compared.
  const saved = last?.get('data') ? savedData(last).toJS() : {}
  const now = savedData(draft).toJS()
  return formOf(name, slug ?? '')
    .filter((field) => field.name !== fileCheckField)
    .filter((field) => JSON.stringify(now[field.name] ?? null) !== JSON.stringify(saved[field.name] ?? null))
    .map((field) => field.label)
}

const ask = window.confirm.bind(window)
const fixedQuestion = leavePagePrompt()
window.confirm = (message) => ask(message === fixedQuestion ? leavePagePrompt(changedFields()) : message)
