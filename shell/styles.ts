// The site's stylesheets, in their order: the pages' shell (Layout.tsx) and the editor's preview
// (editor/preview) both import them, so the preview is styled as the site is.
import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/fraunces/wght.css'
import './global.css'
