// The brand drawn without a browser (Node only): satori lays out JSX with the site's typefaces and
// writes the text as SVG paths, so icons and social images look the same on every machine whatever
// fonts it has installed.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { ReactNode } from 'react'
import satori, { type Font } from 'satori'
import { palette } from '../../../../theme.ts'

const require = createRequire(import.meta.url)
const font = (name: string, weight: Font['weight'], file: string): Font => ({ name, weight, style: 'normal', data: readFileSync(require.resolve(file)) })

/** The site's typefaces: static cuts of the variable fonts the pages use (satori draws a variable font at its default weight only). */
const fonts = [
  font('Fraunces', 600, '@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
  font('Inter', 500, '@fontsource/inter/files/inter-latin-500-normal.woff'),
  font('Inter', 700, '@fontsource/inter/files/inter-latin-700-normal.woff'),
]

/** A picture as SVG, its text drawn as paths; without a height, as tall as its content. */
export const drawSvg = (picture: ReactNode, size: { width: number; height?: number }) => satori(picture, { ...size, fonts })

/** The monogram (the logo's framed initials) in a `size` square, on `background` if given. */
export function Monogram({ initials, size, background }: { initials: string; size: number; background?: string }) {
  const stroke = size * 0.035
  return (
    <div style={{ display: 'flex', boxSizing: 'border-box', width: size, height: size, padding: size * 0.11 - stroke / 2, backgroundColor: background, borderRadius: size * 0.09 }}>
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
