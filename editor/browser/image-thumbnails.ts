// Decap's image field shows the picture it names only if the first look finds it loaded: with a folder inside the
// repository (content/images/…) it is still loading then, and the thumbnail stays Decap's checkerboard placeholder.
// This wraps the built-in control: once the picture has loaded, the control gets a new `getAsset`, so it looks again.
// Where the site crops the field's pictures to a shape (`shown_as`), the field also says when one is of another shape.
import type { PictureShape } from '#content/pictures/picture.ts'
import { CMS, createClass, h, type ImmutableMap } from './decap.ts'
import { isLoadingPicture } from './decap-internals.ts'
import { PictureShapeNote } from './picture-shape-note.ts'

interface Props {
  value?: string
  field: ImmutableMap
  getAsset: (path: string, field: unknown) => unknown
  [prop: string]: unknown
}

/** Whether the picture is still loading: Decap gives its placeholder. */
const loading = ({ value, getAsset, field }: Props) =>
  Boolean(value) && isLoadingPicture((getAsset(value!, field) as { path?: string } | undefined)?.path)

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
    const control = h(image.control, { ...this.props, getAsset: this.shown })
    const shape = (this.props.field.get('shown_as') as ImmutableMap | undefined)?.toJS() as PictureShape | undefined
    if (!shape) return control
    const { value, field } = this.props
    return h('div', null, control, h(PictureShapeNote, { value, field, getAsset: this.shown, shape }))
  },
})

CMS.registerWidget('image', PictureControl, image.preview, image.schema)
