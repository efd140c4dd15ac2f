// The schemas' lookups in the web editor's browser (package.json "imports" gives parse.ts this file
// there instead of content-layer/lookups.ts). The browser has neither the image files nor
// the icon set, so every name passes here: the content check on the pull request still checks them.
import type { Lookups } from '../../../content/schemas/lookups.ts'

export const lookups: Lookups = {
  image: (name) => ({ src: name, widths: [], width: 0, height: 0 }),
  lucideIcon: () => ({ body: '', width: 24, height: 24 }),
}
