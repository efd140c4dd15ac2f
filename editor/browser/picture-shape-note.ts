// Beside a picture field whose pictures the site crops to a shape (its `shown_as`, config.yml's, from the schemas), a
// sentence when the picture chosen is of another shape (picture-shape.ts), measured in the browser from the file the
// field shows (an uploaded one included, before it is saved). Read out when it appears; the save goes on regardless.
import type { PictureShape } from '#content/pictures/picture.ts'
import { addStyle, createClass, h } from './decap.ts'
import { isLoadingPicture } from './decap-internals.ts'
import { shapeSentence } from './picture-shape.ts'

type Props = {
  /** The field's value (the picture's name), its configuration and Decap's getAsset, as the image control has them. */
  value?: string
  field: unknown
  getAsset: (path: string, field: unknown) => unknown
  shape: PictureShape
}
type Measured = { value: string; width: number; height: number }

export const PictureShapeNote = createClass<{
  props: Props
  state: { measured?: Measured }
  measuring?: string
  gone?: boolean
  setState(state: { measured?: Measured }): void
  measure(): void
}>({
  getInitialState: () => ({}),
  // Asked after rendering, as asking Decap for a picture may start its load (image-thumbnails.ts).
  componentDidMount() {
    this.measure()
  },
  componentDidUpdate() {
    this.measure()
  },
  componentWillUnmount() {
    this.gone = true
  },
  /** Loads the picture once it is there to read its size in pixels (as drawn: an SVG's own width and height). */
  measure() {
    const { value, field, getAsset } = this.props
    if (!value) return
    const asset = getAsset(value, field) as { path?: string; toString(): string } | undefined
    // Decap's placeholder while the picture loads (image-thumbnails.ts): the control draws again once it has.
    if (!asset || isLoadingPicture(asset.path)) return
    const address = asset.toString()
    if (address === this.measuring) return
    this.measuring = address
    const image = new Image()
    image.onload = () => {
      if (!this.gone && this.props.value === value)
        this.setState({ measured: { value, width: image.naturalWidth, height: image.naturalHeight } })
    }
    image.src = address
  },
  render() {
    const { value, shape } = this.props
    const measured = this.state.measured
    const size = measured?.value === value ? measured : undefined
    const sentence = size && shapeSentence(size.width, size.height, shape)
    // Always there, so a screen reader hears the sentence as it appears (a live region added with its text is not);
    // `data-measured`: the picture's size once read, whether or not there is anything to say of it.
    return h(
      'p',
      {
        className: 'picture-shape-note',
        'aria-live': 'polite',
        'data-measured': size && `${size.width}x${size.height}`,
      },
      sentence ?? '',
    )
  },
})

addStyle(`
  .picture-shape-note { margin: 8px 0 0; padding: 8px 12px; border-left: 4px solid #b58a2a; background: #fbf6ea;
    color: #1e2025; font-size: 14px; line-height: 1.5; }
  .picture-shape-note:empty { display: none; }
`)
