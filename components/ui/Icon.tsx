import type { ComponentProps } from 'react'
import type { IconData } from '#content'
// The sprite's own file, hashed, cached for good and shared by every page: never inlined as a data URL.
import sprite from './icons.svg?url&no-inline'

/** An icon of components/ui/icons.ts: its drawing's id in the sprite, and its size in the drawing's units. */
export interface SpriteIcon {
  id: string
  width: number
  height: number
}

/**
 * The icons' size: 1.11em high, as UnoCSS's presetIcons drew them (its scale 1.1 came out as 1.11em
 * in Iconify's size arithmetic), so `text-*` classes size an icon with its text.
 */
const height = 1.11

/** In line with the text and a little below its baseline, as presetIcons set them (the reset makes an svg a block). */
const layout = 'inline-block align-[-0.15em]'

/**
 * An icon, in `currentColor`, sized by its own attributes. An icon of icons.ts is a `<use>` of its
 * drawing in the sprite (icons.svg), which every page shares, so kilobytes of path data are not in
 * each page's HTML and the browser builds one document for all of them. A service panel's icon,
 * named in its content, is drawn inline.
 *
 * Decorative by default (hidden from assistive technology, never a tab stop): the text beside an
 * icon, visible or sr-only, is what names its link or button.
 */
export function Icon({
  icon,
  className,
  ...props
}: { icon: SpriteIcon | IconData } & Omit<ComponentProps<'svg'>, 'children' | 'dangerouslySetInnerHTML'>) {
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
