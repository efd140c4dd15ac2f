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
  shown?: Props['getAsset']
  waiting?: boolean
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
  // on the value, the function and the inserted media. Also: the picture this one waits for has loaded.
  shouldComponentUpdate(next: Props) {
    const changed = (['value', 'getAsset', 'mediaPaths'] as const).some((key) => next[key] !== this.props[key])
    return changed || Boolean(this.waiting && next.value && !isPlaceholder(next.getAsset(next.value, next.field)))
  },
  render() {
    const { getAsset, value, field } = this.props
    const waiting = Boolean(value) && isPlaceholder(getAsset(value!, field))
    // A new function when the picture has just loaded, so the built-in control asks again.
    if (!this.shown || (this.waiting && !waiting)) this.shown = (path, of) => this.props.getAsset(path, of)
    this.waiting = waiting
    return h(image.control, { ...this.props, getAsset: this.shown })
  },
})

CMS.registerWidget('image', PictureControl, image.preview, image.schema)
