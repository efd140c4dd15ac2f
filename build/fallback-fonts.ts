// Metric-matched fallbacks for the site's two web fonts, computed by fontaine: see docs/performance.md, "A font swap
// moves nothing". Before them, on a slow phone the cookie dialog's text reflowed when Inter came, a layout shift
// Lighthouse saw under applied throttling.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { generateFallbackName, generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine'

/**
 * Each web font's `file`, the Latin cut every page uses, whose metrics its fallback matches, and the fonts
 * the visitor's device may have (`locals`), each with the font whose metrics it shares: the last one a
 * device has is used (of faces alike, the browser tries the last declared first).
 */
export const webFonts = {
  sans: {
    family: 'Inter Variable',
    file: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    locals: [
      { local: 'Liberation Sans', metricsOf: 'Arial' }, // Linux: Arial's metric twin
      { local: 'Roboto', metricsOf: 'Roboto' }, // Android
      { local: 'Arial', metricsOf: 'Arial' }, // iOS, macOS, Windows
    ],
  },
  serif: {
    family: 'Fraunces Variable',
    file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    locals: [
      { local: 'Liberation Serif', metricsOf: 'Times New Roman' }, // Linux: Times New Roman's metric twin
      { local: 'Noto Serif', metricsOf: 'Noto Serif' }, // Android
      { local: 'Georgia', metricsOf: 'Georgia' }, // iOS, macOS, Windows
    ],
  },
}

/** A font-family list: the web font, its fallback, then the system's own families. */
export const fontStack = ({ family }: { family: string }, system: string) =>
  `"${family}", "${generateFallbackName(family)}", ${system}`

/** The fallback faces' CSS, for every page's stylesheet. */
export async function fallbackFontFaces(): Promise<string> {
  const resolve = createRequire(import.meta.url).resolve
  const faces = await Promise.all(
    Object.values(webFonts).map(async ({ family, file, locals }) => {
      const metrics = await readMetrics(pathToFileURL(resolve(file)))
      if (!metrics) throw new Error(`fallback-fonts: no metrics in ${file}`)
      return Promise.all(
        locals.map(async ({ local, metricsOf }) => {
          const fallbackMetrics = await getMetricsForFamily(metricsOf)
          if (!fallbackMetrics) throw new Error(`fallback-fonts: capsize has no metrics for ${metricsOf}`)
          return generateFontFace(metrics, {
            name: generateFallbackName(family),
            font: local,
            metrics: fallbackMetrics,
            'font-weight': '100 900',
          })
        }),
      )
    }),
  )
  return faces.flat().join('')
}
