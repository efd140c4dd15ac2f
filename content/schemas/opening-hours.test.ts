import { describe, expect, it } from 'vitest'
import { parseDays, parseHours } from './opening-hours.ts'
import { siteSchema } from './site.ts'

describe('office hours read for search engines', () => {
  it('reads day ranges and single days, and nothing vaguer', () => {
    expect(parseDays('Mon-Fri')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(parseDays('Sat')).toEqual(['Saturday'])
    expect(parseDays('Saturday – Sunday')).toEqual(['Saturday', 'Sunday'])
    expect(parseDays('Weekends')).toBeUndefined()
    expect(parseDays('Fri-Mon')).toBeUndefined()
  })

  it('reads 12- and 24-hour times, and "Closed"', () => {
    expect(parseHours('9:00 AM-5:30 PM')).toEqual({ opens: '09:00', closes: '17:30' })
    expect(parseHours('09:00-17:30')).toEqual({ opens: '09:00', closes: '17:30' })
    expect(parseHours('12:00 PM-12:30 AM')).toEqual({ opens: '12:00', closes: '00:30' })
    expect(parseHours('Closed')).toBeNull()
    expect(parseHours('By appointment')).toBeUndefined()
    expect(parseHours('13:00 PM-2:00 PM')).toBeUndefined()
  })

  it('fails the content check on contact hours it cannot read, naming the line', () => {
    const result = siteSchema.shape.contactHours.safeParse([{ days: 'Weekdays', hours: '9-5:30ish' }])
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      [0, 'days'],
      [0, 'hours'],
    ])
  })
})
