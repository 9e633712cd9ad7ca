import type { MetadataRoute } from 'next'

import { getEnv } from '@/env'
import { robotsRules } from '@/lib/seo/robots'

/**
 * `/robots.txt`. `SITE_URL` is set when the server starts, not when the image is built, so the
 * file is made per request rather than at build; it reads only the parsed environment (no
 * database, no backend), which costs next to nothing.
 */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const env = getEnv()
  return robotsRules(env.SITE_URL, env.APP_ENV === 'production')
}
