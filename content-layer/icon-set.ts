// An icon's drawing read from an Iconify icon set (the @iconify-json packages), at build time only:
// the service panels' icons named in content (build-context.ts), and the sprite `npm run icons` writes
// for the components (build/icon-files.ts).
import type { IconifyJSON } from '@iconify-json/lucide'
import type { IconDrawing } from '../content/schemas/context.ts'

/**
 * The icon `name` of an Iconify icon set, or undefined if the set has no icon of that name. For the
 * build only (the sets are megabytes): components get icons from components/ui/icons.ts, service
 * panels from their validated content.
 */
export function iconFromSet(set: IconifyJSON, name: string): IconDrawing | undefined {
  const icon = Object.hasOwn(set.icons, name) ? set.icons[name] : undefined
  if (!icon) return undefined
  // Neither lucide nor simple-icons moves or turns a drawing; should a set start to, say so rather than draw it wrong.
  if (icon.left || icon.top || icon.rotate || icon.hFlip || icon.vFlip)
    throw new Error(`${set.prefix}:${name}: icons with an offset, a rotation or a flip are not supported`)
  return { body: icon.body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 }
}
