// Which GitHub repository the web editor works on.
import { execFileSync } from 'node:child_process'

/** "owner/name" from a GitHub address (https or ssh), e.g. Netlify's REPOSITORY_URL or a git remote. */
export function githubRepo(address: string | undefined): string | undefined {
  return address ? /github\.com[/:]([^/\s]+\/[^/\s]+?)(?:\.git)?\/?$/.exec(address.trim())?.[1] : undefined
}

/** This clone's `origin` remote, if it has one. */
export function originRemote(): string | undefined {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return undefined
  }
}
