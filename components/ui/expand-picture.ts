// In the browser: makes an <img> that PictureAsData (Picture.tsx) wrote as its data the <picture> that
// Picture renders, from the same file names (content-layer/pictures/picture.ts).
import { fallbackSrc, type Picture, pictureFormats, srcSet } from '#content/pictures/picture.ts'

/** Wraps `img` in a <picture> with a source per format and gives it its files; `img` is then fetched. */
export function expandPicture(img: HTMLImageElement): void {
  const { src = '', widths = '' } = img.dataset
  // The file names need only these two fields.
  const picture = { src, widths: widths.split(' ').map(Number) } as Picture
  const element = document.createElement('picture')
  element.className = 'contents'
  for (const { extension, type } of pictureFormats.slice(0, -1)) {
    const source = document.createElement('source')
    source.type = type
    source.srcset = srcSet(picture, extension)
    source.sizes = img.sizes
    element.append(source)
  }
  img.removeAttribute('data-src')
  img.removeAttribute('data-widths')
  img.replaceWith(element)
  img.srcset = srcSet(picture, pictureFormats.at(-1)!.extension)
  img.src = fallbackSrc(picture)
  element.append(img)
}
