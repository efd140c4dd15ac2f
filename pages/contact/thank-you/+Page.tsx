import { useData } from 'vike-react/useData'
import { SubmissionOutcome } from '../../../components/contact-form/SubmissionOutcome'
import type { Data } from './+data'

export default function Page() {
  const { heading, intro } = useData<Data>()
  return <SubmissionOutcome sent={true} heading={heading} intro={intro} />
}
