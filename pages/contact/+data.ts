// https://vike.dev/data
import { pages } from '../../content'
import { loadEnquiryForm } from '../../components/contact-form/ContactForm'

export type Data = Awaited<ReturnType<typeof data>>

export async function data() {
  // The form's code loads lazily in the browser; the prerender waits for it so the HTML holds the form.
  await loadEnquiryForm()
  return { title: pages.contact.title, description: pages.contact.description }
}
