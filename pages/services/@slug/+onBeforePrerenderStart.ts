// https://vike.dev/onBeforePrerenderStart
import { pageUrls } from '#content/load.ts'

export const onBeforePrerenderStart = () => pageUrls('services')
