'use client'

import { useCallback, useId, useRef, useState, type ReactNode } from 'react'

import styles from './Header.module.css'
import type { MenuLink } from './types'
import { useFocusTrap } from './useFocusTrap'

type Props = {
  label: string
  current: string
  title: string
  otherSitesTitle: string
  sites: MenuLink[]
  children: ReactNode
}

/** The region/language picker of the top bar: other country sites, language and currency. */
export function RegionPicker({ label, current, title, otherSitesTitle, sites, children }: Props) {
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const id = useId()
  const close = useCallback(() => {
    setOpen(false)
    button.current?.focus()
  }, [])
  useFocusTrap(panel, open, close)

  return (
    <div
      className={styles.region}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null))
          setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.regionButton}
        aria-expanded={open}
        aria-controls={`${id}-region`}
        aria-label={`${label}: ${current}`}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span>{current}</span>
      </button>
      <div
        ref={panel}
        id={`${id}-region`}
        className={styles.regionPanel}
        hidden={!open}
        role="group"
        aria-label={title}
      >
        <p className={styles.regionTitle}>{title}</p>
        <div className={styles.regionExtras}>{children}</div>
        <p className={styles.regionSubtitle}>{otherSitesTitle}</p>
        <ul className={styles.regionSites}>
          {sites.map((site) => (
            <li key={site.href}>
              <a href={site.href} target="_blank" rel="noopener noreferrer">
                {site.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
