// Where enquiries go. In production the Supabase project (VITE_SUPABASE_URL, set at build time);
// locally `npm start` serves the function on the site's own origin, so a relative URL works.
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL ?? ''
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'local-anon-key'
export const functionName = 'send-contact-email'
export const functionUrl = `${supabaseUrl}/functions/v1/${functionName}`

/** The honeypot field: invisible to people and assistive technology, tempting to bots. */
export const honeypotField = 'company_website'
