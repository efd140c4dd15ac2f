import type { ComponentProps } from 'react'
import type { IconDrawing } from '#content'
// The sprite's own file, hashed, cached for good and shared by every page: never inlined as a data URL.
import sprite from './icons.svg?url&no-inline'

/**
 * An icon of components/ui/icons.ts: its drawing's id in the sprite, its size in the drawing's units and, if the
 * drawing is short, the drawing itself.
 */
export type SpriteIcon = { id: string; width: number; height: number; body?: string }

/** 1.11em high, as UnoCSS's presetIcons drew them (its scale 1.1), so `text-*` classes size an icon with its text. */
const height = 1.11

/** In line with the text and a little below its baseline, as presetIcons set them (the reset makes an svg a block). */
const layout = 'inline-block align-[-0.15em]'

type IconProps = {
  icon: SpriteIcon | IconDrawing
  /**
   * Drawn inside the `<svg>` rather than as a `<use>` of the sprite, for an icon the browser first draws as it answers
   * a tap (the project preview, the form's error messages): a `<use>` is a copy of the drawing (a shadow tree) that
   * it builds as it styles the icon. Elsewhere the sprite keeps the drawings out of the pages' HTML.
   */
  inline?: boolean
} & Omit<ComponentProps<'svg'>, 'children' | 'dangerouslySetInnerHTML'>

/** The icon's drawing: in the `<svg>` if it is not in the sprite or is short and wanted `inline`, else a `<use>`. */
function drawing(icon: SpriteIcon | IconDrawing, inline?: boolean) {
  if ('id' in icon && !(inline && icon.body)) return { children: <use href={`${sprite}#${icon.id}`} /> }
  return { dangerouslySetInnerHTML: { __html: icon.body! } }
}

/**
 * An icon, in `currentColor`: a `<use>` of the shared sprite (docs/performance.md, "Icons come from one sprite"), or
 * drawn inline (`inline`, and a service panel's icon). Decorative by default: the text beside an icon names its link or
 * button.
 */
export function Icon({ icon, inline, className, ...props }: IconProps) {
  return (
    <svg
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      // Attributes rather than CSS, so an icon keeps its size even should the stylesheet not load.
      width={`${Math.round((height * 100 * icon.width) / icon.height) / 100}em`}
      height={`${height}em`}
      className={className ? `${layout} ${className}` : layout}
      aria-hidden="true"
      focusable="false"
      {...props}
      {...drawing(icon, inline)}
    />
  )
}
