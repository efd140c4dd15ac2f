// Decap CMS's English where it differs from the owner's: plain sentences in sentence case, the content check's own
// sentence for a refused value (each field's `pattern` message, from the schemas), no "Oops" and no capitals shouted
// by the stylesheet. Registered over Decap's own English before the editor starts (config.yml's `locale: en`).
import { addStyle, CMS, type Phrases } from './decap.ts'
import { labelled } from './decap-internals.ts'

/**
 * Asked when the owner leaves an entry with changes not saved, naming the fields changed (leave-prompt.ts); without
 * them, the sentence Decap is given (the browser's own question on closing the tab shows no text of ours).
 */
export function leavePagePrompt(changed: string[] = []): string {
  const list = changed.length > 1 ? `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}` : changed[0]
  const lost = list ? `Your changes to ${list}` : 'The changes you made to it since you last saved'
  return `Leave this entry without saving? ${lost} would be lost. Choose Cancel to stay and save them.`
}

const ownerWords: Phrases = {
  collection: {
    sidebar: { allCollections: 'All content' },
    // Decap's "＋ Project": its plus sign shows as an empty box where the computer's fonts lack it.
    collectionTop: { newButton: 'New %{collectionLabel}' },
    entries: { noEntries: 'Nothing here yet' },
    defaultFields: { updatedOn: { label: 'Last changed' } },
  },
  editor: {
    editorControlPane: {
      widget: {
        required: '%{fieldLabel} is required.',
        // The field's message is the content check's own sentence (editor/decap-fields.ts).
        regexPattern: '%{pattern}',
        range: '%{fieldLabel} must be from %{minValue} to %{maxValue}.',
        min: '%{fieldLabel} must be %{minValue} or more.',
        max: '%{fieldLabel} must be %{maxValue} or less.',
        rangeCount: '%{fieldLabel} needs from %{minCount} to %{maxCount} items.',
        rangeCountExact: '%{fieldLabel} needs exactly %{count} items.',
        rangeMin: '%{fieldLabel} needs at least %{minCount}: add one with the button below.',
        rangeMax: '%{fieldLabel} can have at most %{maxCount}: remove one.',
      },
    },
    editor: { onLeavePage: leavePagePrompt() },
    editorToolbar: {
      backCollection: ' Editing %{collectionLabel}',
      unsavedChanges: 'Unsaved changes',
      // A change saved and not yet published, on its status button and as a badge in the lists: not the Draft switch,
      // which keeps an entry off the site ("Draft: not on the site", draft-label.ts).
      draft: 'In progress',
    },
  },
  ui: {
    settingsDropdown: { logOut: 'Log out' },
    toast: {
      missingRequiredField:
        'Not saved yet: some fields need attention. The red message at each one says what to write.',
      onFailToPersist: 'Not saved: %{details}',
      // The editor's own refusal (editor.ts, prePublish) in the check's sentence, or GitHub's words when it refuses the
      // merge: it allows one only once the content check on the change has passed (docs/deploying.md: the ruleset on
      // main). CONTENT.md says what to do then.
      onFailToPublishEntry: 'Not published: %{details}',
      onFailToDelete: 'Not deleted: %{details}',
      onFailToUnpublishEntry: 'Not taken off the site: %{details}',
    },
  },
  workflow: { workflow: { newPost: 'New entry' }, workflowList: { draftHeader: 'In progress' } },
}

function merged(base: Phrases, over: Phrases): Phrases {
  const result: Phrases = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const inner = base[key]
    result[key] = typeof value === 'string' || typeof inner !== 'object' ? value : merged(inner, value)
  }
  return result
}

CMS.registerLocale('en', merged(CMS.getLocale('en'), ownerWords))

// Decap's stylesheet writes field labels, error messages and the save status in capitals; the owner reads sentences.
// `body` outranks Decap's own rules, which it adds after these once it starts (editor.ts starts it last).
const [label, messages, status] = (['FieldLabel', 'ControlErrorsList', 'BackStatus'] as const).map(labelled)
addStyle(`
  body label${label}, body ${messages}, body ${status} { text-transform: none; letter-spacing: normal; }
  body ${messages} { font-size: 13px; text-align: left; }
`)
