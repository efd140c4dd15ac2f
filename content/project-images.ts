/**
 * Project pictures (public/images/projects/{slug}-{n}.svg) are drawn at 1600 × 1200 (4:3). Pages
 * give this size as width and height, so the browser holds the space before a picture loads.
 */
export const projectImageSize = { width: 1600, height: 1200 } as const
