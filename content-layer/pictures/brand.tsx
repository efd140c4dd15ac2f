// The brand drawn without a browser (Node only): satori lays out JSX with the site's typefaces and
// writes the text as SVG paths, so icons and social images look the same on every machine whatever
// fonts it has installed.
/** @jsxImportSource satori/jsx */
import type { JSXNode } from 'satori/jsx'
import satori from 'satori'
import { palette } from '../../theme.ts'
import { fonts } from './brand-fonts.ts'

/** A picture as SVG, its text drawn as paths; without a height, as tall as its content. */
export const drawSvg = (picture: JSXNode, size: { width: number; height?: number }) =>
  satori(picture, { ...size, fonts })

/** The monogram (the logo's framed initials) in a `size` square, on `background` if given. */
export function Monogram({ initials, size, background }: { initials: string; size: number; background?: string }) {
  const stroke = size * 0.035
  return (
    <div
      style={{
        display: 'flex',
        boxSizing: 'border-box',
        width: size,
        height: size,
        padding: size * 0.11 - stroke / 2,
        backgroundColor: background,
        borderRadius: size * 0.09,
      }}
    >
      <div
        style={{
          display: 'flex',
          flexGrow: 1,
          alignItems: 'center',
          justifyContent: 'center',
          border: `${stroke}px solid ${palette.brass[300]}`,
          color: palette.brass[300],
          fontFamily: 'Fraunces',
          fontSize: size * 0.42,
          letterSpacing: '-0.01em',
        }}
      >
        {initials}
      </div>
    </div>
  )
}
