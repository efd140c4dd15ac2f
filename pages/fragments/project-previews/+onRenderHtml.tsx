// https://vike.dev/onRenderHtml
// Not a page: each project's parts of the /projects preview, in <template>s, for the gallery's script to fetch
// once /projects has loaded (components/project-gallery). So none of the site's shell, head or scripts.
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { ProjectPreviewTemplates } from '../../../components/project-gallery/ProjectGallery'
import type { Data } from './+data'

export function onRenderHtml(pageContext: PageContextServer) {
  const { projects } = pageContext.data as Data
  const templates = renderToStaticMarkup(<ProjectPreviewTemplates projects={projects} />)
  return {
    documentHtml: escapeInject`<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="UTF-8"><meta name="robots" content="noindex">
<title>Project previews</title></head><body>${dangerouslySkipEscape(templates)}</body></html>`,
    // Vike would add the site's stylesheet and script, which this document has no use for.
    injectFilter: (assets: { inject: unknown }[]) => {
      for (const asset of assets) asset.inject = false
    },
  }
}
