// Made by `npm run icons` (components/ui/icon-module.ts) from the icons the code imports from here: do not edit.
// For another icon, import it (e.g. lucideArrowUpRight for lucide.dev's arrow-up-right) and run `npm run icons`.
// Each names its drawing in the sprite beside this file, icons.svg.
// From @iconify-json/lucide (ISC) and @iconify-json/simple-icons (CC0-1.0).
import type { SpriteIcon } from './icon-data'

/** lucide: arrow-left */
export const lucideArrowLeft: SpriteIcon = { id: 'lucideArrowLeft', width: 24, height: 24 }

/** lucide: arrow-right */
export const lucideArrowRight: SpriteIcon = { id: 'lucideArrowRight', width: 24, height: 24 }

/** lucide: arrow-up-right */
export const lucideArrowUpRight: SpriteIcon = { id: 'lucideArrowUpRight', width: 24, height: 24 }

/** lucide: check */
export const lucideCheck: SpriteIcon = { id: 'lucideCheck', width: 24, height: 24 }

/** lucide: chevron-left */
export const lucideChevronLeft: SpriteIcon = { id: 'lucideChevronLeft', width: 24, height: 24 }

/** lucide: chevron-right */
export const lucideChevronRight: SpriteIcon = { id: 'lucideChevronRight', width: 24, height: 24 }

/** lucide: chevrons-right */
export const lucideChevronsRight: SpriteIcon = { id: 'lucideChevronsRight', width: 24, height: 24 }

/** lucide: circle-alert */
export const lucideCircleAlert: SpriteIcon = { id: 'lucideCircleAlert', width: 24, height: 24 }

/** lucide: circle-check */
export const lucideCircleCheck: SpriteIcon = { id: 'lucideCircleCheck', width: 24, height: 24 }

/** lucide: clock */
export const lucideClock: SpriteIcon = { id: 'lucideClock', width: 24, height: 24 }

/** lucide: cookie */
export const lucideCookie: SpriteIcon = { id: 'lucideCookie', width: 24, height: 24 }

/** lucide: house */
export const lucideHouse: SpriteIcon = { id: 'lucideHouse', width: 24, height: 24 }

/** lucide: mail */
export const lucideMail: SpriteIcon = { id: 'lucideMail', width: 24, height: 24 }

/** lucide: map-pin */
export const lucideMapPin: SpriteIcon = { id: 'lucideMapPin', width: 24, height: 24 }

/** lucide: menu */
export const lucideMenu: SpriteIcon = { id: 'lucideMenu', width: 24, height: 24 }

/** lucide: message-square-text */
export const lucideMessageSquareText: SpriteIcon = { id: 'lucideMessageSquareText', width: 24, height: 24 }

/** lucide: move-horizontal */
export const lucideMoveHorizontal: SpriteIcon = { id: 'lucideMoveHorizontal', width: 24, height: 24 }

/** lucide: pause */
export const lucidePause: SpriteIcon = { id: 'lucidePause', width: 24, height: 24 }

/** lucide: phone */
export const lucidePhone: SpriteIcon = { id: 'lucidePhone', width: 24, height: 24 }

/** lucide: play */
export const lucidePlay: SpriteIcon = { id: 'lucidePlay', width: 24, height: 24 }

/** lucide: plus */
export const lucidePlus: SpriteIcon = { id: 'lucidePlus', width: 24, height: 24 }

/** lucide: send */
export const lucideSend: SpriteIcon = { id: 'lucideSend', width: 24, height: 24 }

/** lucide: sliders-horizontal */
export const lucideSlidersHorizontal: SpriteIcon = { id: 'lucideSlidersHorizontal', width: 24, height: 24 }

/** lucide: warehouse */
export const lucideWarehouse: SpriteIcon = { id: 'lucideWarehouse', width: 24, height: 24 }

/** lucide: x */
export const lucideX: SpriteIcon = { id: 'lucideX', width: 24, height: 24 }

/** simple-icons: instagram */
export const simpleIconsInstagram: SpriteIcon = { id: 'simpleIconsInstagram', width: 24, height: 24 }

/** simple-icons: linkedin */
export const simpleIconsLinkedin: SpriteIcon = { id: 'simpleIconsLinkedin', width: 24, height: 24 }

/** simple-icons: whatsapp */
export const simpleIconsWhatsapp: SpriteIcon = { id: 'simpleIconsWhatsapp', width: 24, height: 24 }
