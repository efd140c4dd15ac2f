import { site } from '#content'

/** The business details MDX text may name, read as the text renders (the editor's preview shows edited ones). */
const fieldsOf = () => ({
  name: site.name,
  companyName: site.company.name,
  companyNumber: site.company.number,
  registeredOffice: site.company.registeredOffice,
  jurisdiction: site.company.jurisdiction,
  address: Object.values(site.address).join(', '),
  email: <a href={`mailto:${site.email}`}>{site.email}</a>,
  phone: <a href={`tel:${site.phone.international}`}>{site.phone.display}</a>,
  url: <a href={site.url}>{site.url.replace(/^https?:\/\//, '')}</a>,
})

/** A business detail inside MDX text, read from content/site.yaml, e.g. <Site field="email" />. */
export function Site({ field }: { field: keyof ReturnType<typeof fieldsOf> }) {
  return <>{fieldsOf()[field]}</>
}
