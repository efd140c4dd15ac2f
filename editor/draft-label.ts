// What the editor calls an entry kept off the site (Draft switched on): the status beside the save button once it is
// saved (browser/draft-switch.ts) and the lists after its title (config.ts). CONTENT.md tells the owner these same
// words (config.test.ts holds it to them).
export const draftLabel = 'Draft: not on the site'
