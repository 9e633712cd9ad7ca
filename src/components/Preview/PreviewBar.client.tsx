'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { exitPreviewHref } from '@/lib/preview/routes'

import styles from './PreviewBar.module.css'

type Props = { label: string; note: string; exit: string }

/**
 * The preview bar, and the page's side of Payload's live preview: the page tells the admin
 * framing it (or the admin's pop-up) that it is ready, and re-renders on the server whenever the
 * admin reports a save, a draft save or an autosave. Only messages from this origin's admin count.
 */
export function PreviewBarClient({ label, note, exit }: Props) {
  const router = useRouter()
  const pathname = usePathname()
  useEffect(() => {
    const origin = window.location.origin
    const admin = window.parent !== window ? window.parent : (window.opener as Window | null)
    if (!admin) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== admin) return
      const type: unknown = (event.data as { type?: unknown } | null)?.type
      if (type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    admin.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return (
    <aside className={styles.bar} aria-label={label}>
      <strong className={styles.label}>{label}</strong>
      <span className={styles.note}>{note}</span>
      {/* A route handler, not a page: a plain link, so the browser leaves draft mode for real. */}
      <a className={styles.exit} href={exitPreviewHref(pathname)}>
        {exit}
      </a>
    </aside>
  )
}
