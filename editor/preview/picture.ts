// Stands in for content-layer/pictures/picture.ts in the preview's bundle (vite.config.ts): a picture of the entry
// being edited is the one file the editor serves (entry.tsx gives it no widths); other entries' keep their encodings.
import * as site from '#content/pictures/picture.ts'

// The rest as the site's; the four below take the place of theirs.
export * from '#content/pictures/picture.ts'

const edited = (picture: site.Picture) => picture.widths.length === 0

export const srcSet: typeof site.srcSet = (picture, extension) =>
  edited(picture) ? picture.src : site.srcSet(picture, extension)

export const fallbackSrc: typeof site.fallbackSrc = (picture) =>
  edited(picture) ? picture.src : site.fallbackSrc(picture)

export const backgroundImage: typeof site.backgroundImage = (picture, width) =>
  edited(picture) ? `url("${picture.src}")` : site.backgroundImage(picture, width)

export const densityFiles: typeof site.densityFiles = (picture, width, extension) =>
  edited(picture) ? [{ file: picture.src, density: 1 }] : site.densityFiles(picture, width, extension)
