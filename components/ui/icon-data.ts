/**
 * An icon of components/ui/icons.ts: the id of its drawing in the site's sprite, components/ui/icons.svg,
 * which components/ui/Icon.tsx draws with <use>.
 */
export interface SpriteIcon {
  id: string
  /** The drawing's size, in its own units. */
  width: number
  height: number
}
