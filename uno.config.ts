import { defineConfig, presetWind3, transformerDirectives } from 'unocss'
import { fallbackFontFaces, fontStack, webFonts } from './scripts/build/fallback-fonts.ts'
import { palette } from './theme.ts'

export default defineConfig({
  // On-demand preflight: only the --un-* variables the utilities in use need, instead of some 50
  // custom properties set on every element and pseudo-element, which made each style recalculation
  // of a page several times slower.
  // Icons are inline SVG (components/ui/Icon.tsx), not CSS: a CSS icon is an SVG image the browser
  // builds a document for at style time, which made every page's first render slower.
  presets: [presetWind3({ preflight: 'on-demand' })],
  transformers: [transformerDirectives()],
  preflights: [{ getCSS: fallbackFontFaces }],
  theme: {
    colors: palette,
    fontFamily: {
      // Each web font, then its metric-matched fallback (scripts/build/fallback-fonts.ts), then the system's own.
      sans: fontStack(webFonts.sans, 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif'),
      serif: fontStack(webFonts.serif, 'ui-serif, Georgia, "Times New Roman", serif'),
    },
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
  },
  shortcuts: {
    // Heights of a first screen below the contact bar (2.25rem) and sticky header (4.5rem), and of a screen below the
    // header alone.
    'min-h-first-screen': 'min-h-[calc(100svh-6.75rem)]',
    'min-h-under-header': 'min-h-[calc(100svh-4.5rem)]',
    container: 'mx-auto w-full max-w-7xl px-5 sm:px-8 xl:px-10',
    eyebrow: 'font-sans text-xs font-semibold uppercase tracking-[0.2em]',
    'section-title': 'font-serif text-3xl font-semibold leading-tight tracking-tight text-balance sm:text-4xl',
    'btn-base':
      'inline-flex items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-semibold tracking-wide transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-3',
    'btn-primary': 'btn-base bg-brass-700 text-white hover:bg-ink-900 focus-visible:outline-brass-700',
    'btn-light': 'btn-base bg-paper text-ink-900 hover:bg-brass-300 focus-visible:outline-paper',
    'btn-outline':
      'btn-base border border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-paper focus-visible:outline-ink-900',
    'btn-outline-light':
      'btn-base border border-paper/70 text-paper hover:bg-paper hover:text-ink-900 focus-visible:outline-paper',
    'link-underline': 'underline decoration-brass-500 decoration-1 underline-offset-4 hover:decoration-2',
    // The long class lists of the parts every page carries (header, menu, footer, floating button,
    // cookie dialog), named once here: each page's HTML then holds a word where it held the list,
    // and the list itself comes in the stylesheet, cached after the first page.
    'header-bar': 'border-b border-paper-200 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85',
    'nav-link':
      "relative py-2 text-sm font-medium text-ink-800 hover:text-brass-700 aria-[current=page]:text-ink-950 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-0 aria-[current=page]:after:-bottom-0.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:bg-brass-500 aria-[current=page]:after:content-['']",
    'menu-button':
      'grid h-11 w-11 place-items-center rounded-sm border border-ink-900/20 text-ink-900 hover:bg-paper-100 focus-visible:outline-3 focus-visible:outline-brass-700',
    'menu-sheet':
      'm-0 h-full max-h-none w-full max-w-none overflow-y-auto border-0 bg-paper p-0 text-ink-900 backdrop:bg-ink-950/40',
    'menu-link':
      'block border-b border-paper-200 py-3.5 font-serif text-xl text-ink-900 hover:text-brass-700 aria-[current=page]:text-brass-700',
    'footer-link': 'text-paper-200 hover:text-white hover:underline underline-offset-4',
    'social-link':
      'grid h-10 w-10 place-items-center rounded-full border border-paper/25 text-paper hover:border-brass-300 hover:text-brass-300',
    'floating-button':
      'fixed bottom-5 right-5 z-30 items-center justify-center gap-2 rounded-full shadow-lg shadow-ink-950/25 transition-transform hover:-translate-y-0.5 focus-visible:outline-3 focus-visible:outline-offset-3',
    'consent-panel':
      'fixed inset-x-0 bottom-0 z-50 max-h-[85svh] overflow-y-auto border-t-4 border-brass-500 bg-ink-900 text-paper shadow-[0_-16px_48px_rgb(8_17_30_/_0.28)] outline-none',
    'consent-link':
      'font-medium text-brass-300 underline decoration-brass-300/60 underline-offset-4 hover:decoration-2 focus-visible:outline-brass-300',
    'consent-category': 'border-t border-paper/15 py-3.5 lg:rounded-sm lg:border lg:bg-ink-950/40 lg:p-5',
    // A switch: a transparent native checkbox over its drawn track and knob, which follow its state
    // (`peer-*`): the checkbox carries the `peer` class itself, as those variants look for it.
    'switch-input':
      'absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed',
    'switch-track':
      'absolute inset-0 rounded-full border-2 border-paper-300 bg-ink-800 transition-colors peer-checked:border-brass-300 peer-checked:bg-brass-300 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-brass-300 peer-disabled:border-paper-300/70 peer-disabled:bg-paper-300/70',
    'switch-knob':
      'absolute left-1 top-1 h-5 w-5 rounded-full bg-paper-300 transition-transform peer-checked:translate-x-5 peer-checked:bg-ink-900',
  },
})
