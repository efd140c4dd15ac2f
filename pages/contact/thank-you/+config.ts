// https://vike.dev/config: only a form post leads here, so search engines leave it out.
import type { Config } from 'vike/types'

export default { noindex: true } satisfies Config
