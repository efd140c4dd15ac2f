// The brand's colours, written once: UnoCSS builds the colour utilities from them (uno.config.ts), and what
// paints outside CSS reads them here (the browser's theme colour, icons, Open Graph pictures).
// Plain data with no imports, so any of those can load it. Contrast: ink-900 on paper 15.8:1; brass-700 on
// paper 5.0:1 (text-safe); brass-300 on ink-900 8.4:1; white on brass-700 5.5:1.
export const palette = {
  ink: {
    950: '#08111e',
    900: '#0e1a2b',
    800: '#172840',
    700: '#24384f',
    600: '#3d5069',
    500: '#5b6b80',
    300: '#a7b1be',
  },
  paper: { DEFAULT: '#f8f6f1', 100: '#f1ede4', 200: '#e6e0d3', 300: '#d3cab8' },
  brass: { 300: '#dcc08b', 400: '#c9a465', 500: '#b08a4a', 600: '#977335', 700: '#7d5e27' },
} as const
