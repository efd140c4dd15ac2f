// Made by `npm run icons` (build/icon-files.ts) from the icons the code imports from here: do not edit.
// For another icon, import it (e.g. lucideArrowUpRight for lucide.dev's arrow-up-right) and run `npm run icons`.
// Each names its drawing in the sprite beside this file, icons.svg.
// From @iconify-json/lucide (ISC) and @iconify-json/simple-icons (CC0-1.0).
import type { SpriteIcon } from './Icon'

export const lucideArrowLeft: SpriteIcon = { id: 'lucideArrowLeft', width: 24, height: 24 }
export const lucideArrowRight: SpriteIcon = { id: 'lucideArrowRight', width: 24, height: 24 }
export const lucideArrowUpRight: SpriteIcon = { id: 'lucideArrowUpRight', width: 24, height: 24 }
export const lucideCheck: SpriteIcon = { id: 'lucideCheck', width: 24, height: 24 }
export const lucideChevronLeft: SpriteIcon = { id: 'lucideChevronLeft', width: 24, height: 24 }
export const lucideChevronRight: SpriteIcon = { id: 'lucideChevronRight', width: 24, height: 24 }
export const lucideChevronsRight: SpriteIcon = { id: 'lucideChevronsRight', width: 24, height: 24 }
export const lucideCircleAlert: SpriteIcon = { id: 'lucideCircleAlert', width: 24, height: 24 }
export const lucideCircleCheck: SpriteIcon = { id: 'lucideCircleCheck', width: 24, height: 24 }
export const lucideClock: SpriteIcon = { id: 'lucideClock', width: 24, height: 24 }
export const lucideCookie: SpriteIcon = { id: 'lucideCookie', width: 24, height: 24 }
export const lucideHouse: SpriteIcon = { id: 'lucideHouse', width: 24, height: 24 }
export const lucideMail: SpriteIcon = { id: 'lucideMail', width: 24, height: 24 }
export const lucideMapPin: SpriteIcon = { id: 'lucideMapPin', width: 24, height: 24 }
export const lucideMenu: SpriteIcon = { id: 'lucideMenu', width: 24, height: 24 }
export const lucideMessageSquareText: SpriteIcon = { id: 'lucideMessageSquareText', width: 24, height: 24 }
export const lucideMoveHorizontal: SpriteIcon = { id: 'lucideMoveHorizontal', width: 24, height: 24 }
export const lucidePause: SpriteIcon = { id: 'lucidePause', width: 24, height: 24 }
export const lucidePhone: SpriteIcon = { id: 'lucidePhone', width: 24, height: 24 }
export const lucidePlay: SpriteIcon = { id: 'lucidePlay', width: 24, height: 24 }
export const lucidePlus: SpriteIcon = { id: 'lucidePlus', width: 24, height: 24 }
export const lucideSend: SpriteIcon = { id: 'lucideSend', width: 24, height: 24 }
export const lucideSlidersHorizontal: SpriteIcon = { id: 'lucideSlidersHorizontal', width: 24, height: 24 }
export const lucideWarehouse: SpriteIcon = { id: 'lucideWarehouse', width: 24, height: 24 }
export const lucideX: SpriteIcon = { id: 'lucideX', width: 24, height: 24 }
export const simpleIconsInstagram: SpriteIcon = { id: 'simpleIconsInstagram', width: 24, height: 24 }
export const simpleIconsLinkedin: SpriteIcon = { id: 'simpleIconsLinkedin', width: 24, height: 24 }
export const simpleIconsWhatsapp: SpriteIcon = { id: 'simpleIconsWhatsapp', width: 24, height: 24 }
