/** The initials of a name, as the logo's monogram and the portrait's stand-in show them ("Harbour & Hale" → "HH"). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
