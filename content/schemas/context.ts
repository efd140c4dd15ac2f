// What a schema cannot tell from the file it checks: whether an image or an icon the file names
// exists, and what the page is given for it. The schemas that name pictures or icons are functions of
// this context, so whoever parses a file says where the answers come from: the files themselves at
// build time (content-layer/build-context.ts), the web editor's media library in its preview.

/** A content image after the image pipeline: encoded files, intrinsic size and a placeholder. */
export interface Picture {
  /** Address stem of the encoded files: `${src}-${width}.${extension}`, e.g. "/assets/images/hero-1-3fa2c1d0". */
  src: string
  /** Widths the picture was encoded at, smallest first. */
  widths: number[]
  /** Intrinsic size, so the page keeps the picture's space before it arrives (no layout shift). */
  width: number
  height: number
  /** What the picture shows; empty only for decorative pictures. */
  alt: string
  /** A tiny blurred preview (a data: URI) shown until the picture arrives; absent for see-through images. */
  placeholder?: string
}

/** An icon's drawing, as components/ui/Icon.tsx draws it in an inline <svg>. */
export interface IconDrawing {
  /** The SVG elements inside the <svg>, drawn in `currentColor`. */
  body: string
  /** The drawing's size, in its own units (its viewBox is "0 0 {width} {height}"). */
  width: number
  height: number
}

export interface SchemaContext {
  /** The picture a name in content/images stands for (without its description), or what is wrong with the name. */
  image(name: string): Omit<Picture, 'alt'> | { problem: string }
  /** The drawing of the lucide.dev icon `name`, e.g. "compass"; undefined if lucide has no icon of that name. */
  lucideIcon(name: string): IconDrawing | undefined
}

/**
 * Every name passes, as a file to be laid out as it is: for reading a schema's fields, and for the web
 * editor's browser, which has neither the image files nor the icon set (the pull request's check has).
 */
export const anyNameContext: SchemaContext = {
  image: (name) => ({ src: name, widths: [], width: 0, height: 0 }),
  lucideIcon: () => ({ body: '', width: 24, height: 24 }),
}
