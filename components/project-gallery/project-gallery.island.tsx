// The /projects card grid and its preview dialog, an island: live as it nears the viewport.
import { defineIsland } from '../islands/define-island'
import { ProjectGallery } from './ProjectGallery'

export default defineIsland(ProjectGallery)
