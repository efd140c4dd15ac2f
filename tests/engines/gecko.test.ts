// The site in Gecko (Firefox ESR): see behaviours.ts.
import { inject } from 'vitest'
import { engineTests } from './behaviours.ts'
import { launchGecko } from './gecko.ts'

engineTests(() => launchGecko(inject('siteOrigin')))
