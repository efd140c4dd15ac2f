import type { ComponentProps } from 'react'
import { fallbackSrc, type Picture as PictureData, pictureFormats, srcSet } from '#content'

type PictureProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'style'> & {
  picture: PictureData
  /** How wide the picture is laid out, so the browser fetches the smallest file that is sharp enough. */
  sizes: string
  /** The page's largest picture above the fold: fetched first and never lazily (it is the LCP). */
  priority?: boolean
}

/** The tiny blurred placeholder, drawn behind the picture until its file arrives. */
const placeholderBehind = ({ placeholder }: PictureData) =>
  placeholder
    ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined

/** The one way pages show a content image (content/images/README.md, "How the pipeline works"). */
export function Picture({ picture, sizes, priority = false, loading = 'lazy', ...imgProps }: PictureProps) {
  return (
    // `contents`: the <img> lays out as if it were the parent's child, so callers style it alone.
    <picture className="contents">
      {pictureFormats.slice(0, -1).map(({ extension, type }) => (
        <source key={type} type={type} srcSet={srcSet(picture, extension)} sizes={sizes} />
      ))}
      <img
        src={fallbackSrc(picture)}
        srcSet={srcSet(picture, pictureFormats.at(-1)!.extension)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={placeholderBehind(picture)}
        {...imgProps}
      />
    </picture>
  )
}

/**
 * A picture written as its data, for markup the build leaves in a <template> for the browser to copy
 * (the project previews, components/project-gallery): an <img> with no file yet, whose files are
 * named once (`data-src`, `data-widths`) rather than in three formats at four widths each.
 * expandPicture (expand-picture.ts) makes it what Picture renders once it is copied into the page.
 */
export function PictureAsData({ picture, sizes, ...imgProps }: Omit<PictureProps, 'priority'>) {
  return (
    <img
      data-src={picture.src}
      data-widths={picture.widths.join(' ')}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      decoding="async"
      style={placeholderBehind(picture)}
      {...imgProps}
    />
  )
}
