/**
 * What `npm run new` writes where the owner still has to fill something in. A draft may keep it in
 * any field; a published entry may not, so a half-written entry cannot go live by mistake (parse.ts).
 */
export const placeholder = 'TODO'
