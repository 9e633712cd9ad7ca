'use client'

import { useEffect, useState } from 'react'

import styles from './Footer.module.css'

/** The go-to-top button: appears once the visitor has scrolled a screen down. */
export function GoTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight)
    onScroll() // The page may open already scrolled (reload, back, an anchor).
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button
      type="button"
      className={styles.goTop}
      data-visible={visible || undefined}
      aria-label={label}
      tabIndex={visible ? 0 : -1}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="m6 15 6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}
