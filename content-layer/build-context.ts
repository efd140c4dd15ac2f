// What the schemas need to know beyond the file they check (content/schemas/context.ts), in Node:
// the picture an image name stands for, from the image pipeline, and a lucide.dev icon's drawing,
// from the icon set. The build, the content check and the commands parse files with it.
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' }
import { iconFromSet } from './icon-set.ts'
import type { SchemaContext } from '../content/schemas/context.ts'
import { describeImage, locateImage } from './pictures/source.ts'

export const buildContext: SchemaContext = {
  image(name) {
    const found = locateImage(name)
    return 'file' in found ? describeImage(found.file) : found
  },
  lucideIcon: (name) => iconFromSet(lucide, name),
}
