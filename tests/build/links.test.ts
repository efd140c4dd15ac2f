// Every internal link, anchor and asset reference in the built site resolves (tests/checks/check-links.ts,
// whose own test is tests/checks/check-links.test.ts).
import { expect, it } from 'vitest'
import { checkLinks } from '../checks/check-links.ts'
import { distRoot, site } from './support.ts'

it('every internal link, anchor and asset reference in dist/client resolves', async () => {
  expect(await checkLinks(distRoot, site.url)).toEqual([])
})
