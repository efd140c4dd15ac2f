import { pageUrls } from '#content/server'

export const onBeforePrerenderStart = () => pageUrls('projects')
