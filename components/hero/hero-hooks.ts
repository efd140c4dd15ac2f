// The hooks by which the hero's pause behaviour (hero-pause.behaviour.ts) finds its parts in HomeHero.tsx.

/** The `data-slot` values the behaviour looks up. */
export const heroSlots = { hero: 'hero', pauseToggle: 'hero-pause-toggle' } as const

/** On the picture that fades in and out (home-hero.css animates it). */
export const ROTATING_ATTRIBUTE = 'data-rotating'
