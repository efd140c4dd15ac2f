// Decap's image field shows the picture it names only if the first look finds it loaded: with a folder inside the
// repository (content/images/…) it is still loading then, and the thumbnail stays Decap's checkerboard placeholder.
// This wraps the built-in control: once the picture has loaded, the control gets a new `getAsset`, so it looks again.
import { CMS, createClass, h } from './decap.ts'

interface Props {
  value?: string
  field: unknown
  getAsset: (path: string, field: unknown) => unknown
  [prop: string]: unknown
}

/** Whether the picture is still loading: Decap gives its placeholder (decap-cms-core actions/media.ts, emptyAsset). */
const loading = ({ value, getAsset, field }: Props) =>
  Boolean(value) && (getAsset(value!, field) as { path?: string } | undefined)?.path === 'empty.svg'

const image = CMS.getWidget('image')

const PictureControl = createClass<{
  props: Props
  /** The getAsset the built-in control was given, and Decap's own it calls. */
  shown?: Props['getAsset']
  from?: Props['getAsset']
  /** The picture was still loading when last looked at, or has loaded since. */
  waiting?: boolean
  loaded?: boolean
}>({
  // The built-in control decides for itself on the value, the function and the inserted media; this one also
  // updates once the picture it waits for has loaded (asking again does not start another load).
  shouldComponentUpdate(next: Props) {
    if (this.waiting && next.value && !loading(next)) this.loaded = true
    const changed = (['value', 'getAsset', 'mediaPaths'] as const).some((key) => next[key] !== this.props[key])
    return Boolean(this.loaded) || changed
  },
  // Asked after rendering, as asking starts the load (a change to Decap's state, not allowed while rendering).
  componentDidMount() {
    this.waiting = loading(this.props)
  },
  componentDidUpdate() {
    this.waiting = loading(this.props)
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
