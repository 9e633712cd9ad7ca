import 'server-only'

import { unstable_cache } from 'next/cache'

import { getEnv } from '@/env'

/**
 * Caches a backend read in Next's data cache under `tags`. Content changed through the admin or
 * the reference backend revalidates those tags; a remote backend (BACKEND_URL) cannot tell us,
 * so its reads also expire after five minutes.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  tagsOf: (...args: A) => string[],
): (...args: A) => Promise<R> {
  return (...args: A) =>
    unstable_cache(() => read(...args), [name, JSON.stringify(args)], {
      tags: tagsOf(...args),
      revalidate: getEnv().BACKEND_URL ? 300 : false,
    })()
}
