/** A picture's shape: its width to its height (4 and 3 for 4:3). */
export type PictureShape = { readonly width: number; readonly height: number }

/**
 * The shape the site shows a project's pictures in (its card, its page, the gallery's carousel): a picture of another
 * shape fills it and is cropped (CSS object-fit: cover). The stylesheet's `aspect-project` (uno.config.ts), the
 * project schema's pictures and the web editor's word on a photo of another shape (editor/browser) all read it here,
 * through the content layer (content-layer/pictures/picture.ts) where they are not schemas.
 */
export const projectPictureShape: PictureShape = { width: 4, height: 3 }
