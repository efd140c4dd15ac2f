// The hero's pause switch (HomeHero.tsx) works by CSS alone (home-hero.css). Paused mid-fade, though,
// the two pictures would stay blended: once this behaviour has loaded, pausing first moves the
// rotation to the end of the fade under way, so the picture coming into view is shown whole.
import { requiredElement, slot } from '../behaviours/required-element'
import type { Behaviour } from '../behaviours/start-behaviours'
import { heroSlots, ROTATING_ATTRIBUTE } from './hero-hooks'

/** On the pause switch's label. */
const finishFadeOnPause: Behaviour = (pause) => {
  const toggle = requiredElement<HTMLInputElement>(pause, slot(heroSlots.pauseToggle), 'The hero pause switch')
  const hero = pause.closest(slot(heroSlots.hero))
  if (!hero) throw new Error(`The hero pause switch: not inside ${slot(heroSlots.hero)}`)
  const rotating = requiredElement(hero, `[${ROTATING_ATTRIBUTE}]`, 'The hero')
  toggle.addEventListener('change', () => {
    if (toggle.checked) rotating.getAnimations().forEach(finishFade)
  })
}
export default finishFadeOnPause

/** Read from the animation itself, so home-hero.css alone holds the timing. */
function finishFade(animation: Animation) {
  const effect = animation.effect
  if (!(effect instanceof KeyframeEffect)) return
  const { progress, currentIteration, delay = 0, duration } = effect.getComputedTiming()
  // Null before the first swap (the delay), when nothing is fading.
  if (progress == null || currentIteration == null) return
  const keyframes = effect.getKeyframes()
  const next = keyframes.findIndex((keyframe) => keyframe.computedOffset > progress)
  if (next > 0 && keyframes[next]!.opacity !== keyframes[next - 1]!.opacity) {
    animation.currentTime = delay + (currentIteration + keyframes[next]!.computedOffset) * Number(duration)
  }
}
