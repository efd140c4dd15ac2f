import type { ComponentProps } from 'react'
import type { IconData } from './icon-data'

/**
 * The icons' size: 1.11em high, as UnoCSS's presetIcons drew them (its scale 1.1 came out as 1.11em
 * in Iconify's size arithmetic), so `text-*` classes size an icon with its text.
 */
const height = 1.11

/** In line with the text and a little below its baseline, as presetIcons set them (the reset makes an svg a block). */
const layout = 'inline-block align-[-0.15em]'

/**
 * An icon drawn inline, in `currentColor`: part of the page's own document, so the browser builds
 * no separate SVG image for it (as it did for each CSS mask icon, at a cost in every first style
 * recalculation). Takes an icon from components/ui/icons.ts, or a service panel's from its content.
 *
 * Decorative by default (hidden from assistive technology, never a tab stop): the text beside an
 * icon, visible or sr-only, is what names its link or button.
 */
export function Icon({ icon, className, ...props }: { icon: IconData } & Omit<ComponentProps<'svg'>, 'children' | 'dangerouslySetInnerHTML'>) {
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
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  )
}
