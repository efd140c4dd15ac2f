// Loaded on first submit only: supabase-js is about 50 KB gzipped and most visitors never send.
import { createClient } from '@supabase/supabase-js'
import type { Enquiry } from '../../supabase/functions/_shared/enquiry-schema'
import {
  contactFunctionName,
  honeypotField,
  idempotencyKeyHeader,
} from '../../supabase/functions/_shared/enquiry-protocol'
import { supabaseAnonKey, supabaseUrl } from './function-url'

const supabase = createClient(supabaseUrl || window.location.origin, supabaseAnonKey)

/** Sends one enquiry; rejects on any error (any value in the response's error field means failure). */
export async function sendEnquiry(enquiry: Enquiry, idempotencyKey: string, honeypot: string): Promise<void> {
  const { error } = await supabase.functions.invoke(contactFunctionName, {
    body: { ...enquiry, ...(honeypot ? { [honeypotField]: honeypot } : {}) },
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  })
  if (error) throw error
}
