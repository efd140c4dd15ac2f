// What the web editor says of a picture whose shape is not the one the site shows it in (a field's `shown_as`, from
// the schemas: content/schemas/picture-shape.ts's projectPictureShape): its shape, which edges the site's crop cuts
// (object-fit: cover keeps the middle) and about how much. A word beside the field, not a refusal: the owner may mean
// it, as a wide view whose middle is what matters.
import type { PictureShape } from '#content/pictures/picture.ts'

/** A cut smaller than this share of the picture (both edges together) is hardly seen and goes unsaid. */
const noticeable = 0.03

/** The shapes people know by name, landscape; their upright forms are named too ("3:4"). */
const named: [number, number][] = [
  [1, 1],
  [5, 4],
  [4, 3],
  [7, 5],
  [3, 2],
  [16, 10],
  [5, 3],
  [16, 9],
  [2, 1],
  [21, 9],
  [3, 1],
]

/** "3:2", "16:9", "3:4" (upright): the known shape within 1.5% of the picture's, else its size in pixels. */
export function shapeName(width: number, height: number): string {
  const ratio = width / height
  // Each landscape, then upright.
  const shapes = named.flatMap(([across, down]) => [
    [across, down],
    [down, across],
  ])
  const near = shapes.find(([across, down]) => Math.abs(across! / down! / ratio - 1) < 0.015)
  const pixels = (count: number) => count.toLocaleString('en-GB')
  return near ? `${near[0]}:${near[1]}` : `${pixels(width)} × ${pixels(height)} pixels`
}

/** The sentence said beside a picture of `width` by `height` pixels shown at `shape`; undefined when it fits. */
export function shapeSentence(width: number, height: number, shape: PictureShape): string | undefined {
  if (!(width > 0 && height > 0)) return undefined
  const ratio = width / height
  const shown = shape.width / shape.height
  const wider = ratio > shown
  // The share of the picture's width (wider) or height (taller) the crop leaves out.
  const cut = wider ? 1 - shown / ratio : 1 - ratio / shown
  if (cut < noticeable) return undefined
  const each = Math.max(1, Math.round((cut / 2) * 100))
  const edges = wider
    ? `its left and right edges (about ${each}% of its width on each side)`
    : `its top and bottom (about ${each}% of its height from each)`
  return (
    `This photo is ${shapeName(width, height)}; the project card and page crop it to ${shape.width}:${shape.height}, ` +
    `cutting ${edges}. The preview shows the crop.`
  )
}
