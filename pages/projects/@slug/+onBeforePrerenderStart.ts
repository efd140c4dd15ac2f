// https://vike.dev/onBeforePrerenderStart
import { pageUrls } from '#content/server'

export const onBeforePrerenderStart = () => pageUrls('projects')
