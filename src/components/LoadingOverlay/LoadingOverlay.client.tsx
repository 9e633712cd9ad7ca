'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import styles from './LoadingOverlay.module.css'

/** Never shown longer than this (spec §9: 2500 ms; 2800 ms below 576 px). */
const MAX_MS = 2500
const MAX_MS_MOBILE = 2800
/** Quick navigations finish before the overlay would even appear. */
const SHOW_AFTER_MS = 150

/** Is this click a client-side navigation to another page of the site? */
function isNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.target === '_blank' ||
    anchor.hasAttribute('download')
  )
    return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

/**
 * The page-loading overlay: appears while a client-side navigation is pending and goes as soon
 * as the new page has rendered, or after 2.5 s (2.8 s on phones) at the latest.
 */
export function LoadingOverlay({ label }: { label: string }) {
  const pathname = usePathname()
  // The page a pending navigation started from; once the pathname differs, the new page is there.
  const [pendingFrom, setPendingFrom] = useState<string | null>(null)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const visible = pendingFrom !== null && pendingFrom === pathname

  const clear = () => {
    timers.current.forEach(clearTimeout)
    timers.current = []
    setPendingFrom(null)
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isNavigation(event)) return
      clear()
      const limit = window.matchMedia('(max-width: 575px)').matches ? MAX_MS_MOBILE : MAX_MS
      const from = window.location.pathname
      timers.current.push(setTimeout(() => setPendingFrom(from), SHOW_AFTER_MS))
      timers.current.push(setTimeout(clear, limit))
    }
    const onDone = () => clear()
    // The router commits the URL once the new page has rendered (also for query-only changes).
    const navigation = (window as { navigation?: EventTarget }).navigation
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onDone)
    window.addEventListener('pagehide', onDone)
    navigation?.addEventListener('navigatesuccess', onDone)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onDone)
      window.removeEventListener('pagehide', onDone)
      navigation?.removeEventListener('navigatesuccess', onDone)
    }
  }, [])

  return (
    <div className={styles.overlay} data-visible={visible || undefined} aria-hidden={!visible}>
      <div className={styles.spinner} />
      <span className="sr-only" role="status">
        {visible ? label : ''}
      </span>
    </div>
  )
}
