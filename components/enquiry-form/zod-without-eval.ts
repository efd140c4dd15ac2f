// zod compiles its object parsers with `new Function` unless told not to, and probes for it when a
// schema is created; the site's Content-Security-Policy forbids eval, so even the probe is reported
// as a violation. Imported first by EnquiryForm.tsx, so this runs before any schema is created.
import * as z from 'zod/mini'

z.config({ jitless: true })
