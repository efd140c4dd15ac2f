import { z } from 'zod'
import { draftField } from './draft.ts'
import { seoFields } from './shared.ts'

export const legalSchema = z
  .strictObject({
    ...seoFields,
    updated: z.iso.date().meta({ title: 'Last updated', description: 'Date the text last changed, e.g. 2026-11-01.' }),
    ...draftField,
  })
  .meta({
    description: 'A policy page at /{file name}. The text below the fields is the policy.',
    editorHint: 'A policy, with a page of its own on the site. The page text, below the other fields, is the policy.',
  })
export type Legal = z.output<typeof legalSchema>

/**
 * The policies the footer links to, in its order, with the words of each link; a policy that is not
 * published is left out of it (content-layer/cross-file.ts). "Update Preferences" leads to the privacy
 * policy, whose page starts with the control that changes cookie choices.
 */
export const footerPolicies = [
  { label: 'Privacy Policy', slug: 'privacy' },
  { label: 'Terms & Conditions', slug: 'terms' },
  { label: 'Cookies Policy', slug: 'cookies' },
  { label: 'Update Preferences', slug: 'privacy' },
  { label: 'Complaints Procedure', slug: 'complaints' },
  { label: 'Modern Slavery Policy', slug: 'modern-slavery' },
] as const

/** The policies the cookie notice and the contact form link to from every page: these must be published. */
export const policiesLinkedEverywhere: readonly string[] = ['privacy', 'cookies']
