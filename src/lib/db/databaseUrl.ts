import { getEnv, isBuildPhase } from '../../env'

/**
 * The PostgreSQL connection string. `npm start` sets DATABASE_URL to the embedded server when
 * none is given, so at runtime it is always present; `next build` never connects.
 */
export function databaseUrl(): string {
  const url = getEnv().DATABASE_URL
  if (url) return url
  if (isBuildPhase()) return 'postgres://build:build@127.0.0.1:9/build'
  throw new Error(
    'DATABASE_URL is not set. Start the site with `npm start`, which starts PostgreSQL.',
  )
}
