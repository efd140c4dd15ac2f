import type { Faq } from '../../content/schemas/faq'
import { Accordion } from '../accordion/Accordion'

/** Questions and answers as an accordion; the answers are in the HTML for search engines and find-in-page. */
export function FaqList({ faqs }: { faqs: (Pick<Faq, 'question' | 'answer'> & { slug: string })[] }) {
  return (
    <Accordion
      items={faqs.map((faq) => ({
        id: faq.slug,
        title: faq.question,
        content: (
          <div className="max-w-3xl space-y-4 text-base leading-relaxed text-ink-700">
            {faq.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ),
      }))}
    />
  )
}
