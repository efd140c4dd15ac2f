// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { SubmissionOutcome } from '../../../components/enquiry-form/SubmissionOutcome'
import type { Data } from './+data'

export default function Page() {
  return <SubmissionOutcome sent={true} {...useData<Data>()} />
}
