// Office hours as people write them ("Mon-Fri", "9:00 AM-5:30 PM") read as machines need them
// (schema.org OpeningHoursSpecification in the page's structured data). The site schema runs this
// on the contact hours, so a line search engines could not read fails the content check.

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type DayOfWeek = (typeof days)[number]

/** "Mon", "Monday" → index 0; undefined for anything else. */
function dayIndex(word: string): number | undefined {
  const index = days.findIndex((day) => word.length >= 3 && day.toLowerCase().startsWith(word.toLowerCase()))
  return index === -1 ? undefined : index
}

/** "Mon-Fri" → Monday..Friday, "Sat" → [Saturday], "Weekends" → undefined. */
export function parseDays(text: string): DayOfWeek[] | undefined {
  const [from, to = from, ...rest] = text.split(/\s*[-–]\s*/)
  const start = dayIndex(from ?? '')
  const end = dayIndex(to ?? '')
  if (rest.length || start === undefined || end === undefined || end < start) return undefined
  return days.slice(start, end + 1)
}

/** "9:00 AM" or "17:30" → "09:00". */
function parseTime(text: string): string | undefined {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(AM|PM)?$/i.exec(text.trim())
  if (!match) return undefined
  let hours = Number(match[1])
  const minutes = Number(match[2] ?? 0)
  const meridiem = match[3]?.toUpperCase()
  if (meridiem && (hours < 1 || hours > 12)) return undefined
  if (meridiem === 'PM' && hours < 12) hours += 12
  if (meridiem === 'AM' && hours === 12) hours = 0
  if (hours > 23 || minutes > 59) return undefined
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** "9:00 AM-5:30 PM" → { opens: "09:00", closes: "17:30" }; "Closed" → null; anything else → undefined. */
export function parseHours(text: string): { opens: string; closes: string } | null | undefined {
  if (/^closed$/i.test(text.trim())) return null
  const [opens, closes, ...rest] = text.split(/\s*[-–]\s*/).map(parseTime)
  return opens && closes && !rest.length ? { opens, closes } : undefined
}
