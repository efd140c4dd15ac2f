import type { ComponentProps } from 'react'
import type { IconDrawing } from '#content'
// The sprite's own file, hashed, cached for good and shared by every page: never inlined as a data URL.
import sprite from './icons.svg?url&no-inline'

/** An icon of components/ui/icons.ts: its drawing's id in the sprite, and its size in the drawing's units. */
export type SpriteIcon = { id: string; width: number; height: number }

/** 1.11em high, as UnoCSS's presetIcons drew them (its scale 1.1), so `text-*` classes size an icon with its text. */
const height = 1.11

/** In line with the text and a little below its baseline, as presetIcons set them (the reset makes an svg a block). */
const layout = 'inline-block align-[-0.15em]'

type IconProps = { icon: SpriteIcon | IconDrawing } & Omit<
  ComponentProps<'svg'>,
  'children' | 'dangerouslySetInnerHTML'
>

/**
 * An icon, in `currentColor`: a `<use>` of the shared sprite (docs/performance.md, "Icons come from one sprite"), or
 * a service panel's icon drawn inline. Decorative by default: the text beside an icon names its link or button.
 */
export function Icon({ icon, className, ...props }: IconProps) {
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
      {...('id' in icon
        ? { children: <use href={`${sprite}#${icon.id}`} /> }
        : { dangerouslySetInnerHTML: { __html: icon.body } })}
    />
  )
}
