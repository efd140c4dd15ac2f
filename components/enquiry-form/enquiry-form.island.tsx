// The enquiry form, an island: live as it nears the viewport, so its first Send Message already
// shows the form's own messages. Until then the browser validates the fields natively.
import { defineIsland } from '../islands/define-island'
import { EnquiryForm } from './EnquiryForm'

export default defineIsland(EnquiryForm)
