// The site in WebKit (WebKitGTK's MiniBrowser): see behaviours.ts.
import { inject } from 'vitest'
import { engineTests } from './behaviours.ts'
import { launchWebKit } from './webkit.ts'

engineTests(() => launchWebKit(inject('siteOrigin')))
