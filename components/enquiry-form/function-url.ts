// Where enquiries go. In production the Supabase project (VITE_SUPABASE_URL, set at build time);
// locally `npm start` serves the function on the site's own origin, so a relative URL works.
import { contactFunctionName } from '../../supabase/functions/_shared/enquiry-protocol'

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL ?? ''
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'local-anon-key'
export const functionUrl = `${supabaseUrl}/functions/v1/${contactFunctionName}`
