// What the schemas look up beyond the entry (content/schemas/context.ts), in the preview: a picture is
// the address the editor gives for its name (Decap's getAsset), an icon is drawn from the icon set.
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' }
import { iconFromSet } from '#content/icon-set.ts'
import type { SchemaContext } from '../../../content/schemas/context.ts'

let addressOf = (name: string) => name

/** How picture names become addresses, for the entry about to be checked. */
export function resolvePicturesWith(resolve: (name: string) => string) {
  addressOf = resolve
}

export const previewContext: SchemaContext = {
  // No widths or size: the browser lays the file out as it is (picture.ts).
  image: (name) => ({ src: addressOf(name), widths: [], width: 0, height: 0 }),
  lucideIcon: (name) => iconFromSet(lucide, name),
}
