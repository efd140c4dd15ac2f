/** The initials of the business name as the logo's monogram shows them ("Harbour & Hale" → "HH"). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
