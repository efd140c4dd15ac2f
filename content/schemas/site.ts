import { z } from 'zod'
import { parseDays, parseHours } from './opening-hours.ts'
import { paragraph, text } from './shared.ts'

/** "01632 960123" or "+44 1632 960123" -> "+441632960123" (for tel: and WhatsApp links). */
function toInternational(ukNumber: string): string {
  const digits = ukNumber.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return digits
  if (digits.startsWith('0')) return `+44${digits.slice(1)}`
  return `+${digits}`
}

const ukPhone = z
  .string()
  .trim()
  .regex(/^(\+44\s?|0)[\d\s]{9,13}$/, 'Write a UK number such as "01632 960123" or "+44 1632 960123"')
  .transform((display) => ({ display, international: toInternational(display) }))

const openingHours = z.array(
  z.strictObject({
    /** Days the line covers, as shown, e.g. "Mon-Fri". */
    days: text(),
    /** Hours for those days, as shown, e.g. "9:00 AM-5:30 PM" or "Closed". */
    hours: text(),
  }),
).min(1)

const analyticsSchema = z.discriminatedUnion('provider', [
  z.strictObject({
    /** Plausible Analytics (plausible.io): cookieless, hosted in the EU. */
    provider: z.literal('plausible'),
    /** The site's domain as added to the Plausible dashboard, e.g. "example.co.uk". */
    id: z.string().trim().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Write the domain as added to Plausible, e.g. "example.co.uk" (no https://)'),
  }),
  z.strictObject({
    /** Google Analytics 4, through the Google tag (gtag.js). */
    provider: z.literal('google'),
    /** The GA4 measurement ID, e.g. "G-ABC123DEF4". */
    id: z.string().trim().regex(/^G-[A-Z0-9]{4,}$/, 'Write the GA4 measurement ID, e.g. "G-ABC123DEF4"'),
  }),
], { error: 'provider must be "plausible" or "google"' })

/** The business's identity: the one place every contact detail lives. */
export const siteSchema = z.strictObject({
  /** Trading name, shown in the header, footer and every page title. */
  name: text(),
  /** A few words under the name in the header and footer. */
  tagline: text(),
  /** One or two sentences on what the business does and where: the footer's introduction. */
  summary: paragraph(),
  /** Region the business serves, e.g. "Kent and the South East". */
  areaServed: text(),
  /** The live site's address, used for canonical links, e.g. "https://www.example.co.uk". */
  url: z.url().transform((url) => url.replace(/\/+$/, '')),
  /** Office phone number, as it should be displayed. */
  phone: ukPhone,
  /** Mobile number that receives WhatsApp messages, as it should be displayed. */
  whatsapp: ukPhone,
  /** General enquiries e-mail address. */
  email: z.email(),
  /** How soon you answer an enquiry, as it ends "We'll be in touch within …", e.g. "24 hours". */
  responseTime: text(),
  /** Office address, one field per line as it should be displayed. */
  address: z.strictObject({
    /** Building or unit, e.g. "Unit 4, Wayfarer House". */
    building: text(),
    /** Business park or street. */
    street: text(),
    /** Village or district. */
    locality: text(),
    /** Post town. */
    town: text(),
    /** County. */
    county: text(),
    /** Postcode, e.g. "CT12 5XX". */
    postcode: text(),
  }),
  /**
   * Office hours shown on the contact page, and given to search engines (structured data), so each
   * line must read as days ("Mon-Fri", "Sat") and hours ("9:00 AM-5:30 PM", "17:30", "Closed").
   */
  contactHours: openingHours.superRefine((lines, ctx) => {
    lines.forEach(({ days, hours }, index) => {
      if (!parseDays(days)) ctx.addIssue({ code: 'custom', path: [index, 'days'], message: 'Write days as "Mon", "Mon-Fri" or "Monday-Friday"' })
      if (parseHours(hours) === undefined) ctx.addIssue({ code: 'custom', path: [index, 'hours'], message: 'Write hours as "9:00 AM-5:30 PM", "09:00-17:30" or "Closed"' })
    })
  }),
  /** Opening hours shown in the footer (a shorter reading). */
  footerHours: openingHours,
  /** The limited company behind the business. */
  company: z.strictObject({
    /** Registered company name. */
    name: text(),
    /** Companies House number, 8 characters. */
    number: z.string().regex(/^[A-Z0-9]{8}$/, 'A company number has 8 characters, e.g. "09876543"'),
    /** Where the company is registered, as it should be displayed. */
    jurisdiction: text().default('Registered in England & Wales'),
    /** Registered office address on one line. */
    registeredOffice: text(),
  }),
  /**
   * Web analytics, loaded only after the visitor consents to analytics cookies (components/cookie-consent).
   * Leave it out to load no analytics at all.
   */
  analytics: analyticsSchema.optional(),
  /** Profile links shown in the footer. */
  social: z.strictObject({
    /** Instagram profile address. */
    instagram: z.url(),
    /** LinkedIn profile address. */
    linkedin: z.url(),
  }),
})
export type Site = z.output<typeof siteSchema>
