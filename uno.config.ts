import { defineConfig, presetWind3, transformerDirectives } from 'unocss'
import { palette } from './theme.ts'

export default defineConfig({
  // On-demand preflight: only the --un-* variables the utilities in use need, instead of some 50
  // custom properties set on every element and pseudo-element, which made each style recalculation
  // of a page several times slower.
  // Icons are inline SVG (components/ui/Icon.tsx), not CSS: a CSS icon is an SVG image the browser
  // builds a document for at style time, which made every page's first render slower.
  presets: [presetWind3({ preflight: 'on-demand' })],
  transformers: [transformerDirectives()],
  theme: {
    colors: palette,
    fontFamily: {
      sans: '"Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif',
      serif: '"Fraunces Variable", ui-serif, Georgia, "Times New Roman", serif',
    },
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
  },
  shortcuts: {
    // Heights of a first screen below the contact bar (2.25rem) and sticky header (4.5rem), and of a screen below the header alone.
    'min-h-first-screen': 'min-h-[calc(100svh-6.75rem)]',
    'min-h-under-header': 'min-h-[calc(100svh-4.5rem)]',
    container: 'mx-auto w-full max-w-7xl px-5 sm:px-8 xl:px-10',
    eyebrow: 'font-sans text-xs font-semibold uppercase tracking-[0.2em]',
    'btn-base': 'inline-flex items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-semibold tracking-wide transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-3',
    'btn-primary': 'btn-base bg-brass-700 text-white hover:bg-ink-900 focus-visible:outline-brass-700',
    'btn-light': 'btn-base bg-paper text-ink-900 hover:bg-brass-300 focus-visible:outline-paper',
    'btn-outline': 'btn-base border border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-paper focus-visible:outline-ink-900',
    'btn-outline-light': 'btn-base border border-paper/70 text-paper hover:bg-paper hover:text-ink-900 focus-visible:outline-paper',
    'link-underline': 'underline decoration-brass-500 decoration-1 underline-offset-4 hover:decoration-2',
  },
})
