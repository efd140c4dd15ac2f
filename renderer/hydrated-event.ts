/** Dispatched on window once React has hydrated the page (pages/+onHydrationEnd.ts, renderer/page-script.ts). */
export const HYDRATED_EVENT = 'site:hydrated'
