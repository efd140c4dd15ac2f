import './zod-without-eval'
import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, type ComponentProps, type ReactNode, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { toast, Toaster } from 'sonner'
import type * as z from 'zod/mini'
import { enquiryFormSchema } from '../../supabase/functions/_shared/enquiry-schema'
import { honeypotField } from '../../supabase/functions/_shared/enquiry-protocol'
import { functionUrl } from './function-url'
import { useHydrated } from 'vike-react/useHydrated'
import { Icon } from '../ui/Icon'
import { lucideCircleAlert, lucideSend } from '../ui/icons'

const newKey = () => crypto.randomUUID()

type FormValues = z.input<typeof enquiryFormSchema>

// The form's blank state; subject and consent start unset, which the schema rejects until chosen.
const empty = { name: '', email: '', phone: '', subject: '', message: '', consent: false } as unknown as FormValues

/** The single-line fields, in order; all but the phone are required. */
const inputs: ({ id: 'name' | 'email' | 'phone'; label: string; optional?: true } & ComponentProps<'input'>)[] = [
  { id: 'name', label: 'Name', type: 'text', autoComplete: 'name', placeholder: 'Full name', maxLength: 100 },
  { id: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'you@example.com', maxLength: 255 },
  { id: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: 'Phone number', optional: true },
]

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    message && (
      <p id={`${id}-error`} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-red-800">
        <Icon icon={lucideCircleAlert} inline className="shrink-0" />
        {message}
      </p>
    )
  )
}

type FieldProps = { id: string; label: string; optional?: boolean; error?: string; children: ReactNode }

function Field({ id, label, optional, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink-900">
        {label}
        {optional && <span className="font-normal text-ink-600"> (optional)</span>}
      </label>
      {children}
      <FieldError id={id} message={error} />
    </div>
  )
}

// One element for every render: React skips an element it has already rendered, so the form's renders
// (each error shown or cleared) do not render the toaster again.
const toaster = <Toaster position="top-center" richColors closeButton />

/**
 * Focuses the first field in error, in the form's order, and centres it, as Chromium and Gecko scroll a focused field
 * anyway: WebKit scrolls it only just into view, ignoring scroll-padding-top and scroll-margin, which left its label
 * under the sticky header.
 */
function focusFirstError(errors: FieldErrors, event?: BaseSyntheticEvent) {
  const form = event?.target as HTMLFormElement | undefined
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement => element instanceof HTMLElement && (element as HTMLInputElement).name in errors,
  )
  first?.focus({ preventScroll: true })
  first?.scrollIntoView({ block: 'center' })
}

/**
 * The enquiry form, an island (enquiry-form.island.tsx). Live, it validates as the visitor goes
 * (same schema as the function), sends through supabase-js and reports with a toast (`successMessage`
 * after a sent enquiry). Before that, and without JavaScript, it is a plain form post to the function,
 * which redirects to a thank-you or error page.
 */
export function EnquiryForm({ subjects, successMessage }: { subjects: string[]; successMessage: string }) {
  // False in the built HTML and while the island hydrates: until then the browser checks `required` itself.
  const live = useHydrated()
  // One key per enquiry: a double click or a retry after a lost response cannot store it twice.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey)
  // Set once the enquiry is valid, not react-hook-form's isSubmitting: that one is set before validating
  // too, and the render it costs delayed a first Send Message's error messages.
  const [sending, setSending] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    // No defaultValues: each field starts from what its element holds, so whatever the visitor typed
    // before this code arrived is kept; the markup starts them blank.
  } = useForm<FormValues, unknown, z.output<typeof enquiryFormSchema>>({
    resolver: zodResolver(enquiryFormSchema),
    // Focused below instead (focusFirstError).
    shouldFocusError: false,
  })

  const onSubmit = handleSubmit(async ({ consent: _consent, ...enquiry }, event) => {
    // The honeypot stays outside the form state: the schema knows only real fields.
    const honeypot = String(new FormData(event?.target as HTMLFormElement).get(honeypotField) ?? '')
    setSending(true)
    try {
      const { sendEnquiry } = await import('./send-enquiry')
      await sendEnquiry(enquiry, idempotencyKey, honeypot)
      toast.success(successMessage)
      reset(empty)
      setIdempotencyKey(newKey())
    } catch (error) {
      console.error('Enquiry not sent:', error)
      toast.error('There was an error sending your message. Please try again or contact us directly.')
    } finally {
      setSending(false)
    }
  }, focusFirstError)

  /** What each field's element carries: its id, whether it holds an error and where that is said, its registration. */
  const control = (field: keyof FormValues) => ({
    id: field,
    'aria-invalid': !!errors[field],
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
    ...register(field),
  })

  return (
    <>
      <form
        method="post"
        action={functionUrl}
        onSubmit={onSubmit}
        noValidate={live}
        className="space-y-6"
        data-slot="enquiry-form"
      >
        <div className="grid gap-6 sm:grid-cols-2">
          {inputs.map(({ id, label, optional, maxLength, ...input }) => (
            <Field key={id} id={id} label={label} optional={optional} error={errors[id]?.message}>
              <input {...control(id)} {...input} required={!optional} maxLength={maxLength} className="form-input" />
            </Field>
          ))}
          <Field id="subject" label="Subject" error={errors.subject?.message}>
            <select
              {...control('subject')}
              defaultValue=""
              required
              className="form-input select-chevron appearance-none pr-10"
            >
              <option value="" disabled>
                Select a subject
              </option>
              {subjects.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <Field id="message" label="Message" error={errors.message?.message}>
          <textarea
            {...control('message')}
            rows={6}
            placeholder="Tell us how we can help you..."
            required
            maxLength={1000}
            className="form-input min-h-[150px] resize-y"
          />
        </Field>

        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={honeypotField}>Leave this field empty</label>
          <input id={honeypotField} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              {...control('consent')}
              type="checkbox"
              required
              className="mt-1 h-5 w-5 shrink-0 accent-brass-700"
            />
            <label htmlFor="consent" className="text-sm leading-relaxed text-ink-800">
              I agree to the{' '}
              <a href="/privacy" className="font-medium text-brass-700 link-underline">
                privacy policy
              </a>{' '}
              and to be contacted about my enquiry.
            </label>
          </div>
          <FieldError id="consent" message={errors.consent?.message} />
        </div>

        <button
          type="submit"
          disabled={sending}
          className="btn-primary w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          data-slot="contact-submit"
        >
          {sending ? 'Sending...' : 'Send Message'}
          {!sending && <Icon icon={lucideSend} />}
        </button>
      </form>
      {toaster}
    </>
  )
}
