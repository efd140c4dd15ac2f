import type { Faq } from '../../content/schemas/faq'
import { Accordion } from '../accordion/Accordion'

/**
 * Questions and answers as an accordion; the answers are in the HTML for search engines and
 * find-in-page. Each question is a heading one level below the section it sits in: h3 under the
 * home page's "Frequently Asked Questions", h2 on /faqs, where the page title is the only heading above.
 */
export function FaqList({
  faqs,
  headingLevel = 'h3',
}: {
  faqs: (Pick<Faq, 'question' | 'answer'> & { slug: string })[]
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <Accordion
      headingLevel={headingLevel}
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
