import { useLayoutEffect } from 'react'
import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'

/**
 * Every new page starts at the top (SPEC §2). Vike's router scrolls too, but only after its render
 * settles, so a busy phone could paint the new page at the old position first; a layout effect
 * runs before that paint. Back and forward keep the position the browser restores.
 */
export function ScrollToTop() {
  const pageContext = usePageContext() as PageContext & { isHydration?: boolean; isBackwardNavigation?: boolean | null }
  const { urlPathname, isHydration, isBackwardNavigation } = pageContext
  useLayoutEffect(() => {
    if (!isHydration && !isBackwardNavigation) window.scrollTo(0, 0)
    // Only a change of page, not of its data, is a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlPathname])
  return null
}
