import { defineConfig, presetWind3, transformerDirectives } from 'unocss'
import { fallbackFontFaces, fontStack, webFonts } from './build/fallback-fonts.ts'
import { projectPictureShape } from './content/schemas/picture-shape.ts'
import { palette } from './theme.ts'

export default defineConfig({
  // On-demand preflight: only the --un-* variables in use, not some 50 on every element, which made each style
  // recalculation several times slower. No icon preset: icons are inline SVG (components/ui/Icon.tsx), as the
  // browser builds a document for each CSS icon at style time, which slowed every page's first render.
  presets: [presetWind3({ preflight: 'on-demand' })],
  transformers: [transformerDirectives()],
  preflights: [{ getCSS: fallbackFontFaces }],
  // Hover styles only where the pointer can hover. A phone applies :hover on a tap and keeps it: a tapped card
  // would start its hover transitions (a shadow painted frame by frame) behind the preview it opens, and stay
  // lifted once that closes.
  postprocess: (util) => {
    if (util.selector.includes(':hover'))
      util.parent = [util.parent, '@media (hover: hover)'].filter(Boolean).join(' $$ ')
  },
  theme: {
    colors: palette,
    fontFamily: {
      // Each web font, then its metric-matched fallback (build/fallback-fonts.ts), then the system's own.
      sans: fontStack(webFonts.sans, 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif'),
      serif: fontStack(webFonts.serif, 'ui-serif, Georgia, "Times New Roman", serif'),
    },
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
  },
  shortcuts: {
    // A first screen below the contact bar (2.25rem) and sticky header (4.5rem); a screen below the header alone.
    'min-h-first-screen': 'min-h-[calc(100svh-6.75rem)]',
    'min-h-under-header': 'min-h-[calc(100svh-4.5rem)]',
    // The box a project's picture fills, cropped to it (content-layer/pictures/picture.ts).
    'aspect-project': `aspect-[${projectPictureShape.width}/${projectPictureShape.height}]`,
    container: 'mx-auto w-full max-w-7xl px-5 sm:px-8 xl:px-10',
    eyebrow: 'font-sans text-xs font-semibold uppercase tracking-[0.2em]',
    // Headings: a page's h1 (its size set where it stands), a section's h2, a services panel's h2.
    'page-title': 'max-w-4xl font-serif font-semibold tracking-tight text-balance',
    'section-title': 'font-serif text-3xl font-semibold leading-tight tracking-tight text-balance sm:text-4xl',
    'panel-title': 'font-serif text-4xl font-semibold leading-tight tracking-tight text-balance sm:text-5xl',
    'btn-base': [
      'inline-flex items-center justify-center gap-2 rounded-sm px-6 py-3 text-sm font-semibold tracking-wide',
      'transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-3',
    ],
    'btn-primary': 'btn-base bg-brass-700 text-white hover:bg-ink-900 focus-visible:outline-brass-700',
    'btn-light': 'btn-base bg-paper text-ink-900 hover:bg-brass-300 focus-visible:outline-paper',
    // On the brass bands (the closing invitation, the services' last panel).
    'btn-white': 'btn-base bg-white text-ink-950 hover:bg-ink-950 hover:text-white focus-visible:outline-white',
    'btn-outline':
      'btn-base border border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-paper focus-visible:outline-ink-900',
    'btn-outline-light':
      'btn-base border border-paper/70 text-paper hover:bg-paper hover:text-ink-900 focus-visible:outline-paper',
    'link-underline': 'underline decoration-brass-500 decoration-1 underline-offset-4 hover:decoration-2',
    // A link whose ::after covers its positioned ancestor, so the whole card is the link.
    'stretched-link': "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none",
    // The services page's panels, side by side in its horizontal scroller from 1024 px.
    'scroller-panel': 'flex shrink-0 items-center lg:w-screen',
    // The long class lists of the parts every page carries or repeats, named once: a page's HTML holds a word, the
    // stylesheet (cached after the first page) the list. A marker class (`group`, `peer`) stays in the markup,
    // where the variants that look for it match it. `v:(a b)` stands for `v:a v:b`.
    'home-chrome': [
      'fixed inset-x-0 top-0 z-40 shadow-lg shadow-ink-950/10',
      'transition-[transform,visibility] duration-300 motion-reduce:transition-none',
    ],
    'header-bar': 'border-b border-paper-200 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85',
    'logo-link': 'rounded-sm focus-visible:outline-3 focus-visible:outline-offset-4',
    'logo-mark': 'grid h-10 w-10 shrink-0 place-items-center border font-serif text-base font-semibold tracking-tight',
    'logo-tagline': 'mt-1 hidden text-[0.65rem] uppercase tracking-[0.22em] sm:block',
    'nav-link': [
      'relative py-2 text-sm font-medium text-ink-800 hover:text-brass-700',
      "aria-[current=page]:(text-ink-950 after:(absolute inset-x-0 -bottom-0.5 h-0.5 bg-brass-500 content-['']))",
    ],
    'menu-button': [
      'grid h-11 w-11 place-items-center rounded-sm border border-ink-900/20 text-ink-900 hover:bg-paper-100',
      'focus-visible:outline-3 focus-visible:outline-brass-700',
    ],
    'menu-sheet': [
      'm-0 h-full max-h-none w-full max-w-none overflow-y-auto border-0 bg-paper p-0 text-ink-900',
      'backdrop:bg-ink-950/40',
    ],
    'menu-link': [
      'block border-b border-paper-200 py-3.5 font-serif text-xl text-ink-900 hover:text-brass-700',
      'aria-[current=page]:text-brass-700',
    ],
    'footer-link': 'text-paper-200 hover:text-white hover:underline underline-offset-4',
    'footer-bottom':
      'container flex flex-col gap-6 py-8 text-xs text-paper-300 lg:(flex-row items-start justify-between)',
    'social-link': [
      'grid h-10 w-10 place-items-center rounded-full border border-paper/25 text-paper',
      'hover:border-brass-300 hover:text-brass-300',
    ],
    'floating-button': [
      'fixed bottom-5 right-5 z-30 items-center justify-center gap-2 rounded-full shadow-lg shadow-ink-950/25',
      'transition-transform hover:-translate-y-0.5 focus-visible:outline-3 focus-visible:outline-offset-3',
    ],
    'floating-contact': [
      'floating-button hidden h-13 bg-ink-900 px-6 text-sm font-semibold text-paper hover:bg-brass-700',
      'focus-visible:outline-ink-900 md:flex',
    ],
    'consent-panel': [
      'fixed inset-x-0 bottom-0 z-50 max-h-[85svh] overflow-y-auto border-t-4 border-brass-500 bg-ink-900 text-paper',
      'shadow-[0_-16px_48px_rgb(8_17_30_/_0.28)] outline-none',
    ],
    'consent-link': [
      'font-medium text-brass-300 underline decoration-brass-300/60 underline-offset-4 hover:decoration-2',
      'focus-visible:outline-brass-300',
    ],
    'consent-category': 'border-t border-paper/15 py-3.5 lg:rounded-sm lg:border lg:bg-ink-950/40 lg:p-5',
    // A switch: a transparent native checkbox (with the `peer` class) over its drawn track and knob (`peer-*`).
    'switch-input': [
      'absolute inset-0 z-10 m-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0',
      'disabled:cursor-not-allowed',
    ],
    'switch-track': [
      'absolute inset-0 rounded-full border-2 border-paper-300 bg-ink-800 transition-colors',
      'peer-checked:(border-brass-300 bg-brass-300)',
      'peer-focus-visible:(outline outline-3 outline-offset-3 outline-brass-300)',
      'peer-disabled:(border-paper-300/70 bg-paper-300/70)',
    ],
    'switch-knob': [
      'absolute left-1 top-1 h-5 w-5 rounded-full bg-paper-300 transition-transform',
      'peer-checked:translate-x-5 peer-checked:bg-ink-900',
    ],
    // An accordion item (components/accordion): its summary, title and +/× sign; `group` is on the item.
    'accordion-summary': [
      'flex w-full cursor-pointer items-start gap-5 py-6 text-left hover:text-brass-700',
      'focus-visible:outline-3 focus-visible:outline-offset-2 sm:gap-8',
    ],
    'accordion-title':
      'flex-1 font-serif text-xl font-semibold leading-snug text-ink-950 group-hover:text-brass-700 sm:text-2xl',
    'accordion-sign': [
      'mt-1 shrink-0 text-xl text-ink-700 transition-transform duration-200 group-open:rotate-45',
      'motion-reduce:transition-none',
    ],
    // A project card (components/sections/ProjectCard.tsx) and its picture; `group` is on the card.
    'project-card': [
      'relative flex w-full flex-col overflow-hidden bg-white shadow-sm ring-1 ring-ink-900/8',
      'transition-shadow duration-300 hover:shadow-xl has-[:focus-visible]:(ring-3 ring-brass-600)',
      'motion-reduce:transition-none',
    ],
    'project-card-image': [
      'h-full w-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.04]',
      'motion-reduce:transition-none motion-reduce:group-hover:scale-100',
    ],
    'project-card-badge': [
      'absolute left-4 top-4 rounded-sm bg-paper px-2.5 py-1 text-[0.7rem] font-semibold uppercase',
      'tracking-[0.14em] text-ink-900 shadow-sm',
    ],
    // The enquiry form's text fields, select and text area.
    'form-input': [
      'block w-full rounded-sm border border-ink-900/25 bg-white px-4 py-3 text-base text-ink-950',
      'placeholder:text-ink-500 hover:border-ink-900/50',
      'focus:(border-brass-700 outline-3 outline-offset-0 outline-brass-600/40) aria-[invalid=true]:border-red-700',
    ],
  },
})
