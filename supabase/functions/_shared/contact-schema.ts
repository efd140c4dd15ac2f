// The contact enquiry, written once: the form (zodResolver) and the send-contact-email function
// both validate with it, so the browser and the server can never disagree (SPEC §3, §5).
import { z } from 'zod'

/** The subject options, in the order the form lists them. */
export const contactSubjects = [
  'Quantity Surveying',
  'Project Management',
  'Contract Administration',
  "Employer's Agent",
  'Cost Management',
  'General Enquiry',
] as const

/** What the function accepts: the enquiry without the consent tick, which is checked on the form only. */
export const contactSchema = z.strictObject({
  /** The visitor's name, 2 to 100 characters. */
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
  /** A valid e-mail address of at most 255 characters. */
  email: z.string().trim().max(255, 'Invalid email address').pipe(z.email('Invalid email address')),
  /** Optional phone number; no format rule. */
  phone: z
    .string()
    .trim()
    .max(50, 'Phone number must be at most 50 characters')
    .optional()
    .transform((phone) => phone || undefined),
  /** One of the fixed subjects. */
  subject: z.enum(contactSubjects, { error: 'Please select a subject' }),
  /** The message, 10 to 1000 characters. */
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(1000, 'Message must be at most 1000 characters'),
})
export type ContactEnquiry = z.output<typeof contactSchema>

/** The form's fields: the enquiry plus the consent tick, which must be given. */
export const contactFormSchema = contactSchema.extend({
  /** The visitor agrees to the privacy policy and to be contacted about the enquiry. */
  consent: z.literal(true, { error: 'You must accept the privacy policy' }),
})
export type ContactForm = z.input<typeof contactFormSchema>
