import { expect, it } from 'vitest'
import { changes, fixValue } from './normalize.ts'

it('saves digits typed where a word is also allowed as a number, and leaves the word', () => {
  expect(fixValue('number', '14')).toBe(14)
  expect(fixValue('number', 'Residential')).toBe('Residential')
  expect(fixValue('number', 14)).toBe(14)
})

it('finds the values to fix through groups and lists', () => {
  const data = { value: '24', stats: [{ value: '7' }, { value: 'Residential' }, { value: 12 }] }
  expect(
    changes(data, [
      { path: ['value'], fix: 'number' },
      { path: ['stats', '*', 'value'], fix: 'number' },
    ]),
  ).toEqual([
    [['value'], 24],
    [['stats', 0, 'value'], 7],
  ])
  expect(changes({}, [{ path: ['portrait', 'value'], fix: 'number' }])).toEqual([])
})
