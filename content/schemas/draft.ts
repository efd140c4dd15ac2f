import { z } from 'zod'

/** The field that lets the owner keep a new or retired entry off the site while it is being written. */
export const draftField = {
  /**
   * `true` keeps this entry off the site: no page, no card, no link and no sitemap entry, though the
   * file is still checked. Remove the line (or write `false`) to publish it.
   */
  draft: z
    .boolean()
    .default(false)
    // The web editor shows the field as a switch, where "remove the line" means nothing.
    .meta({ editorHint: 'Switched on, this entry stays off the site (no page, no card, no link, no sitemap entry) while you work on it; it is still checked. Switch it off to publish.' }),
}
