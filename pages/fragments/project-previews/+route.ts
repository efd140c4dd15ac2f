// https://vike.dev/route
import { PREVIEW_PARTS_PATH } from '../../../components/project-gallery/preview-hooks'

export default PREVIEW_PARTS_PATH
