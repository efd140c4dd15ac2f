import { z } from 'zod'

/** The field that lets the owner keep a new or retired entry off the site while it is being written. */
export const draftField = {
  draft: z
    .boolean()
    .default(false)
    .meta({
      title: 'Draft (kept off the site)',
      // The editor says beside its save button, and in the preview, that the entry is off the site.
      draftSwitch: true,
      description:
        '`true` keeps this entry off the site: no page, no card, no link and no sitemap entry, though the file is ' +
        'still checked. Remove the line (or write `false`) to publish it.',
      // The web editor shows the field as a switch, where "remove the line" means nothing.
      editorHint:
        'Switched on, this entry stays off the site (no page, no card, no link, no sitemap entry) while you work on ' +
        'it; it is still checked. Switch it off to publish.',
    }),
}
