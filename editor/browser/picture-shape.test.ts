import { describe, expect, it } from 'vitest'
import { shapeName, shapeSentence } from './picture-shape.ts'

const fourByThree = { width: 4, height: 3 }

describe('a picture of another shape than the site shows', () => {
  it("wider (a camera's 3:2): its sides are cut, about 6% each", () => {
    expect(shapeSentence(6000, 4000, fourByThree)).toBe(
      'This photo is 3:2; the project card and page crop it to 4:3, cutting its left and right edges (about 6% of ' +
        'its width on each side). The preview shows the crop.',
    )
  })

  it('taller (a phone held upright): its top and bottom are cut', () => {
    expect(shapeSentence(3024, 4032, fourByThree)).toBe(
      'This photo is 3:4; the project card and page crop it to 4:3, cutting its top and bottom (about 22% of its ' +
        'height from each). The preview shows the crop.',
    )
    expect(shapeSentence(1000, 1000, fourByThree)).toContain(
      '1:1; the project card and page crop it to 4:3, cutting its top',
    )
  })

  it('says nothing of a 4:3 picture, or one within a few pixels of it', () => {
    expect(shapeSentence(1920, 1440, fourByThree)).toBeUndefined()
    expect(shapeSentence(4032, 3024, fourByThree)).toBeUndefined()
    expect(shapeSentence(1600, 1190, fourByThree)).toBeUndefined()
    // Not measured (an image not yet loaded reads 0 × 0).
    expect(shapeSentence(0, 0, fourByThree)).toBeUndefined()
  })

  it('names a shape as people do, else by its pixels', () => {
    expect(shapeName(1920, 1080)).toBe('16:9')
    expect(shapeName(1920, 1200)).toBe('16:10')
    expect(shapeName(1080, 1920)).toBe('9:16')
    expect(shapeName(1000, 690)).toBe('1,000 × 690 pixels')
  })
})
