import { existsSync } from 'node:fs'

/** Reads .env into process.env when there is one (variables already set win), as .env.example describes. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file)
}
