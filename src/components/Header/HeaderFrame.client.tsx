'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './Header.module.css'

/** Past this many pixels, scrolling down hides the header and scrolling up shows it (spec §9). */
const HIDE_AFTER = 200

/** The sticky header frame: slides away while the visitor scrolls down, back when scrolling up. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    let last = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      const header = ref.current
      // Never hide while the visitor works in the header (a menu is open or it has focus).
      const busy =
        header?.querySelector('[aria-expanded="true"]') || header?.contains(document.activeElement)
      if (y <= HIDE_AFTER || busy) setHidden(false)
      else if (y > last + 2) setHidden(true)
      else if (y < last - 2) setHidden(false)
      last = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <header
      ref={ref}
      className={styles.header}
      data-hidden={hidden || undefined}
      onFocusCapture={() => setHidden(false)}
    >
      {children}
    </header>
  )
}
