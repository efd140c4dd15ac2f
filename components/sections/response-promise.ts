import { site } from '#content'

/**
 * The promise the site makes wherever it invites an enquiry, after the owner's own sentence, and in
 * the form's toast after "Thank you!". Its time is the response time in the site details.
 */
export const responsePromise = `We'll be in touch within ${site.responseTime}.`
