// Decap's image field shows the picture it names only if the first look finds it loaded: with a
// folder inside the repository (content/images/…, not a public address) it is still loading then,
// the field keeps Decap's empty placeholder, and every thumbnail is the same checkerboard. This
// wraps the built-in control: once the picture has loaded, the control is given a new `getAsset`,
// which makes it look again and show the picture.

/** Decap's placeholder while a picture loads (decap-cms-core actions/media.ts, `emptyAsset`). */
const isPlaceholder = (asset: unknown) => (asset as { path?: string } | undefined)?.path === 'empty.svg'

interface Props {
  value?: string
  field: unknown
  getAsset: (path: string, field: unknown) => unknown
  [prop: string]: unknown
}
interface Control {
  props: Props
  /** The getAsset the built-in control was given, and Decap's own it calls. */
  shown?: Props['getAsset']
  from?: Props['getAsset']
  /** The picture was still loading when last looked at, or has loaded since. */
  waiting?: boolean
  loaded?: boolean
  /** Notes whether the picture is still loading. */
  look(): void
}
declare const CMS: {
  getWidget(name: string): { control: unknown; preview: unknown; schema: unknown }
  registerWidget(name: string, control: unknown, preview: unknown, schema: unknown): void
}
declare const h: (type: unknown, props: Record<string, unknown>) => unknown
declare const createClass: (spec: Record<string, unknown> & ThisType<Control>) => unknown

const image = CMS.getWidget('image')

const PictureControl = createClass({
  // Decap's Widget asks its control whether to update; the built-in control then decides for itself
  // on the value, the function and the inserted media. Also: the picture this one waits for has
  // loaded (asking again does not start another load: it is loading or loaded by now).
  shouldComponentUpdate(next: Props) {
    if (this.waiting && next.value && !isPlaceholder(next.getAsset(next.value, next.field))) this.loaded = true
    return (
      Boolean(this.loaded) ||
      (['value', 'getAsset', 'mediaPaths'] as const).some((key) => next[key] !== this.props[key])
    )
  },
  // Asked after rendering, as asking starts the load (a change to Decap's state, not allowed while rendering).
  componentDidMount() {
    this.look()
  },
  componentDidUpdate() {
    this.look()
  },
  look() {
    this.waiting = Boolean(this.props.value) && isPlaceholder(this.props.getAsset(this.props.value!, this.props.field))
  },
  render() {
    const { getAsset } = this.props
    // A new function when Decap's changes or the picture has just loaded, so the built-in control asks again.
    if (this.from !== getAsset || this.loaded) this.shown = (path, of) => getAsset(path, of)
    this.from = getAsset
    this.loaded = false
    return h(image.control, { ...this.props, getAsset: this.shown })
  },
})

CMS.registerWidget('image', PictureControl, image.preview, image.schema)

// A module, so the declarations above are its own and not global.
export {}
