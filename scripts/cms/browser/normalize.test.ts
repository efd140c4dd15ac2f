import { expect, it } from 'vitest'
import { changes, fixValue } from './normalize.ts'

it('saves a picture chosen in the editor by its name in content/images, as the image pipeline expects', () => {
  expect(fixValue('image', 'projects/harbour-view-1.jpg')).toBe('projects/harbour-view-1')
  expect(fixValue('image', '/content/images/about/portrait.JPEG')).toBe('about/portrait')
  expect(fixValue('image', 'projects/farmstead-eastry-1')).toBe('projects/farmstead-eastry-1')
})

it('saves digits typed where a word is also allowed as a number, and leaves the word', () => {
  expect(fixValue('number', '14')).toBe(14)
  expect(fixValue('number', 'Residential')).toBe('Residential')
  expect(fixValue('number', 14)).toBe(14)
})

it('finds the values to fix through groups and lists', () => {
  const data = { value: '24', images: [{ src: 'projects/a-1.png', alt: 'A' }, { src: 'projects/a-2', alt: 'B' }] }
  expect(changes(data, [{ path: ['value'], fix: 'number' }, { path: ['images', '*', 'src'], fix: 'image' }])).toEqual([
    [['value'], 24],
    [['images', 0, 'src'], 'projects/a-1'],
  ])
  expect(changes({}, [{ path: ['portrait', 'src'], fix: 'image' }])).toEqual([])
})
