// What the schemas need to know beyond the file they check (content/schemas/lookups.ts): the
// picture an image name stands for, from the image pipeline, and a lucide.dev icon's drawing, from
// the icon set. parse.ts provides them before it checks anything.
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' }
import { iconFromSet } from './icon-set.ts'
import type { Lookups } from '../content/schemas/lookups.ts'
import { describeImage, locateImage } from './picture/source.ts'

export const lookups: Lookups = {
  image(name) {
    const found = locateImage(name)
    return 'file' in found ? describeImage(found.file) : found
  },
  lucideIcon: (name) => iconFromSet(lucide, name),
}
