// Where `npm run build` writes the site: dist/ unless BUILD_DIR names another folder, so the production rehearsal
// (rehearsal/) builds beside the everyday build instead of over it. Vike writes the pages to its `client` folder.
export const buildDir = process.env.BUILD_DIR || 'dist'
export const clientRoot = `${buildDir}/client`
