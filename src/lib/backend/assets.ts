import 'server-only'

import { getEnv } from '@/env'

/** Image and file links are built on the API host (spec §9); same origin when in-process. */
export function assetUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path
  const base = getEnv().BACKEND_URL
  return base ? new URL(path, base).toString() : path
}
