// The page head's inline script (Head.tsx), run before first paint: lets CSS hide what JavaScript will manage (the
// home header until scrolled to) without hiding it from visitors who have JavaScript off, and marks the intro and the
// cookie dialog pending (their READMEs say why on a prerendered page that waits until it is shown).
import { markConsentPending } from '../components/cookie-consent/consent-pending'
import { markIntroPending } from '../components/intro-screen/intro-pending'
import { whenActivated } from '../components/page-loading/activation'

document.documentElement.classList.add('js')
whenActivated(() => {
  markConsentPending()
  markIntroPending()
})
