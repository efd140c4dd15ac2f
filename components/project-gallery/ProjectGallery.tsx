import { type ComponentProps, createContext, type MouseEvent, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react'
import type { Project } from '../../content/load'
import type { ProjectDialog as ProjectDialogComponent } from './ProjectDialog'

/** What the gallery dialog shows of a project. */
export type GalleryProject = Pick<Project, 'slug' | 'title' | 'location' | 'value' | 'category' | 'images' | 'overview' | 'outcomes'>

type Dialog = typeof ProjectDialogComponent

// The dialog, keen-slider and their styles are a chunk of their own, fetched on the first sign of
// intent (pointer over or focus on a card) and never with the page. The browser caches the module,
// so calling this again costs nothing.
const loadDialog = (): Promise<Dialog> => import('./ProjectDialog').then((module) => module.ProjectDialog)

interface GalleryContextValue {
  open: (slug: string, trigger: HTMLElement) => void
}

const GalleryContext = createContext<GalleryContextValue | null>(null)

function useGallery(): GalleryContextValue {
  const context = use(GalleryContext)
  if (!context) throw new Error('useProjectGalleryTrigger must be used inside <ProjectGallery>')
  return context
}

/** Only a plain left click opens the dialog: with a modifier key or another button the browser does its usual thing. */
export const isPlainLeftClick = (event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey

/**
 * Props for a link to /projects/{slug} that open the project's dialog on a plain left click (or
 * Enter) instead of leaving the page. The link itself stays an ordinary link: without JavaScript,
 * in a new tab or window, it goes to the project page.
 */
export function useProjectGalleryTrigger(slug: string): Pick<ComponentProps<'a'>, 'onClick' | 'onPointerEnter' | 'onFocus'> {
  const { open } = useGallery()
  return {
    onClick: (event) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return
      event.preventDefault()
      // Vike's client router also listens for link clicks, on the document: stop this one reaching it.
      event.stopPropagation()
      open(slug, event.currentTarget)
    },
    onPointerEnter: prefetch,
    onFocus: prefetch,
  }
}

function prefetch() {
  // A failure here is retried, and handled, when the visitor actually clicks.
  loadDialog().catch(() => {})
}

/** Holds the gallery's state for the project links inside it and shows the dialog of the one opened. */
export function ProjectGallery({ projects, children }: { projects: GalleryProject[]; children: ReactNode }) {
  const [Dialog, setDialog] = useState<Dialog | null>(null)
  const [openSlug, setOpenSlug] = useState<string | null>(null)
  const trigger = useRef<HTMLElement | null>(null)

  const open = useCallback((slug: string, link: HTMLElement) => {
    trigger.current = link
    loadDialog().then(
      (loaded) => {
        // A component in state must be set through an updater, or React would call it.
        setDialog(() => loaded)
        setOpenSlug(slug)
      },
      // Offline or after a deploy replaced the chunk: the link still leads to the project page.
      () => window.location.assign((link as HTMLAnchorElement).href),
    )
  }, [])

  const close = useCallback(() => {
    setOpenSlug(null)
    // Back to the link that opened it, so keyboard and screen reader users carry on where they were.
    trigger.current?.focus()
  }, [])

  const context = useMemo(() => ({ open }), [open])
  const project = projects.find((p) => p.slug === openSlug)

  return (
    <GalleryContext value={context}>
      {children}
      {Dialog && project && <Dialog key={project.slug} project={project} onClose={close} />}
    </GalleryContext>
  )
}
