'use client'

import { useCallback, useId, useRef, useState, type ComponentType, type ReactNode } from 'react'

import styles from './Header.module.css'
import type { MobileDrawer } from './MobileDrawer.client'
import type { MenuItem, MenuLink } from './types'
import { useFocusTrap } from './useFocusTrap'

export type MobileMenuLabels = {
  open: string
  close: string
  menu: string
  back: string
  overview: string
  region: string
  regionTitle: string
}

export type MobileMenuProps = {
  items: MenuItem[]
  utilityLinks: MenuLink[]
  regionSites: MenuLink[]
  labels: MobileMenuLabels
  /** The language switcher (and anything else for the region panel), rendered by the server. */
  regionExtras: ReactNode
  /** The account entry (log in, or the visitor's name), shown at the top of the drawer. */
  account: ReactNode
}

type Drawer = typeof MobileDrawer

// One load for the page, started when the visitor reaches for the button.
let drawerCode: Promise<Drawer> | undefined
function loadDrawer(): Promise<Drawer> {
  if (!drawerCode) {
    drawerCode = import('./MobileDrawer.client').then((module) => module.MobileDrawer)
    // A failed load (offline) is tried again on the next press.
    drawerCode.catch(() => {
      drawerCode = undefined
    })
  }
  return drawerCode
}

/**
 * The sliding menu of small screens: a button opening a dialog (MobileDrawer, whose code loads
 * when the pointer or focus first reaches the button). Focus stays inside while open; Escape
 * closes it and returns focus to the menu button.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { labels } = props
  const [Drawer, setDrawer] = useState<ComponentType<Parameters<Drawer>[0]> | null>(null)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const dialog = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const id = useId()

  const close = useCallback(() => {
    setOpen(false)
    toggle.current?.focus()
  }, [])
  useFocusTrap(dialog, open, close)

  const preload = () => void loadDrawer().catch(() => undefined)
  const onToggle = () => {
    if (open) return close()
    setBusy(true)
    loadDrawer()
      .then((loaded) => {
        setDrawer(() => loaded)
        setOpen(true)
      })
      // Offline with the code never fetched: the button stays as it was, to be pressed again.
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }

  return (
    <div className={styles.mobileMenu}>
      <button
        ref={toggle}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={`${id}-dialog`}
        aria-busy={busy || undefined}
        onClick={onToggle}
        onPointerDown={preload}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        <span className="sr-only">{labels.open}</span>
      </button>
      {open ? <div className={styles.scrim} onClick={close} aria-hidden="true" /> : null}
      <div
        ref={dialog}
        id={`${id}-dialog`}
        role="dialog"
        aria-modal="true"
        aria-label={labels.menu}
        className={styles.drawer}
        data-open={open || undefined}
        hidden={!open}
      >
        {open && Drawer ? <Drawer {...props} dialog={dialog} onClose={close} /> : null}
      </div>
    </div>
  )
}
