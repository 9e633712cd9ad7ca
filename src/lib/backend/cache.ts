import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getEnv } from '@/env'

/**
 * Caches a backend read in Next's data cache under `tags`, and dedupes it within one request
 * (metadata and page ask for the same data). Content changed through the admin or the reference
 * backend revalidates those tags; a remote backend (BACKEND_URL) cannot tell us, so its reads
 * also expire after five minutes.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  tagsOf: (...args: A) => string[],
): (...args: A) => Promise<R> {
  return cache((...args: A) =>
    unstable_cache(() => read(...args), [name, JSON.stringify(args)], {
      tags: tagsOf(...args),
      revalidate: getEnv().BACKEND_URL ? 300 : false,
    })(),
  )
}
