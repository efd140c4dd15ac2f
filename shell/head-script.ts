// The page head's inline script (Head.tsx), run before first paint: lets CSS hide what JavaScript
// will manage (the home header until scrolled to) without hiding it from visitors who have
// JavaScript off, shows the intro's first frame on a session's first page (components/intro-screen)
// and the cookie consent dialog while no choice is stored (components/cookie-consent). On a prerendered page
// both are decided when it is shown: by then the page the visitor came from may have played the intro or
// stored a choice, and a prerendered page sees the session storage of the moment it was loaded.
import { markConsentPending } from '../components/cookie-consent/consent-pending'
import { markIntroPending } from '../components/intro-screen/intro-pending'
import { whenActivated } from '../components/page-loading/activation'

document.documentElement.classList.add('js')
whenActivated(() => {
  markConsentPending()
  markIntroPending()
})
