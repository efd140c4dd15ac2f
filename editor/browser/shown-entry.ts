// The entry the preview last drew (preview.ts): a new entry's title names its uploads before it has a file name
// (uploads.ts), since Decap tells a script nothing else of the form being edited.
export const shownEntry: { title?: string } = {}
