/**
 * Dispatched on window just before React hydrates the page (pages/+onBeforeRenderClient.ts): from
 * then on React hears every click on the page, so the page script (renderer/page-script.ts) stops
 * remembering clicks and replays those made before.
 */
export const REACT_LISTENING_EVENT = 'site:react-listening'
