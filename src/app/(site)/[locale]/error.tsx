'use client'

import { useEffect } from 'react'

import { ErrorNotice } from '@/components/StatusPage/ErrorNotice.client'

const RELOADED_KEY = 'sora:chunk-reload'

/** A new deployment replaced the page's scripts: one full reload fetches the current ones. */
const isChunkLoadError = (error: Error) =>
  error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message)

/**
 * Errors while navigating inside the site. A document asked for directly gets the same notice
 * from the status page, rendered on the server (`status-page/[code]`).
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string; statusCode?: number }
  reset: () => void
}) {
  useEffect(() => {
    if (isChunkLoadError(error) && !sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1')
      window.location.reload()
    }
  }, [error])

  return (
    <main id="main" tabIndex={-1}>
      <ErrorNotice code={error.statusCode ?? 500} retry={reset} />
    </main>
  )
}
