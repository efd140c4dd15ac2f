// What holds across content files, written once: the home page's lists pick their entries with it, the footer its
// policies, and the content check and the web editor refuse with it only what the site cannot fill, each in a sentence
// the owner can act on. A choice made in one file never breaks the site because of another file: featuring a fifth
// project, or hiding a featured one, changes which projects the home page shows, not whether the site builds.
import { footerPolicies, policiesLinkedEverywhere } from '../content/schemas/legal.ts'
import { serviceSlugs } from '../content/schemas/service.ts'
import { collections, isFolder } from './collections.ts'

/** The home page's project strip has 4 tiles (SPEC: "A 4-tile project strip"). */
export const homeProjectCount = 4
/** The home page's FAQ section has 5 questions. */
export const homeQuestionCount = 5

/**
 * `count` of `entries` (published, in position order) for a list on the home page: the ones `chosen` for it first,
 * then the others, in their order, until the list is full.
 */
export function homeList<T>(entries: readonly T[], chosen: (entry: T) => boolean, count: number): T[] {
  return [...entries.filter(chosen), ...entries.filter((entry) => !chosen(entry))].slice(0, count)
}

/** The projects on the home page's strip: the featured ones first, then the others. */
export const homeProjects = <T extends { featured: boolean }>(projects: readonly T[]) =>
  homeList(projects, (project) => project.featured, homeProjectCount)

/** The questions on the home page: those marked for it first, then the others. */
export const homeQuestions = <T extends { home: boolean }>(faqs: readonly T[]) =>
  homeList(faqs, (faq) => faq.home, homeQuestionCount)

/** The footer's policy links: every published one (a policy that is a draft is left out of it). */
export const footerLinks = (published: readonly string[]) =>
  footerPolicies.filter(({ slug }) => published.includes(slug))

/** A content file's data by its path under content/ ("projects/x.mdx"); undefined for a file the check cannot read. */
export type ContentFiles = ReadonlyMap<string, Record<string, unknown> | undefined>

/**
 * A problem across files: the file (or folder, ending in "/") it is reported against, the owner's sentence, and how
 * many entries the site is short of there (a missing file: 1), so that a change can be told to make it no worse.
 */
export type CrossFileProblem = { file: string; problem: string; short: number }

/** How many published entries a home page list needs, and how the owner fixes too few. */
const homeCounts = [
  { folder: 'projects', count: homeProjectCount, noun: 'projects', shows: "the home page's project strip" },
  { folder: 'faqs', count: homeQuestionCount, noun: 'questions', shows: 'the home page' },
]

const isDraft = (data: Record<string, unknown> | undefined) => data?.draft === true

/**
 * Every rule across `files`: what the site needs and no single file can say. A count over a folder is only known once
 * every file in it can be read: until then a file's own problems are the ones to fix.
 */
export function crossFileProblems(files: ContentFiles): CrossFileProblem[] {
  const problems: CrossFileProblem[] = []
  for (const { files: file } of collections.filter((collection) => !isFolder(collection)))
    if (!files.has(file)) problems.push({ file, problem: 'this file is missing', short: 1 })
  for (const slug of serviceSlugs)
    if (!files.has(`services/${slug}.mdx`))
      problems.push({ file: `services/${slug}.mdx`, problem: 'this service page is missing', short: 1 })
  // The other policies may be hidden or removed: the footer leaves their links out (footerLinks).
  for (const slug of policiesLinkedEverywhere) {
    const file = `legal/${slug}.mdx`
    if (!files.has(file) || isDraft(files.get(file))) problems.push({ file, problem: requiredPolicy, short: 1 })
  }
  for (const { folder, count, noun, shows } of homeCounts) {
    const inFolder = [...files].filter(([file]) => file.startsWith(`${folder}/`))
    if (inFolder.some(([, data]) => data === undefined)) continue
    const published = inFolder.filter(([, data]) => !isDraft(data)).length
    if (published < count)
      problems.push({
        file: `${folder}/`,
        problem:
          `${shows[0]!.toUpperCase()}${shows.slice(1)} shows ${count} ${noun}, and only ${published} ` +
          `${published === 1 ? 'is' : 'are'} published: at least ${count} must be on the site (Draft off).`,
        short: count - published,
      })
  }
  return problems
}

const requiredPolicy =
  'the cookie notice and the contact form link to this policy from every page, so it must be published (Draft off)'
