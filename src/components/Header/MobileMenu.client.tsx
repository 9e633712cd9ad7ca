'use client'

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { CloseIcon } from '@/components/Icons/CloseIcon'

import styles from './Header.module.css'
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

type Props = {
  items: MenuItem[]
  utilityLinks: MenuLink[]
  regionSites: MenuLink[]
  labels: MobileMenuLabels
  /** The language switcher (and anything else for the region panel), rendered by the server. */
  regionExtras: ReactNode
  /** The account entry (log in, or the visitor's name), shown at the top of the drawer. */
  account: ReactNode
}

type Panel = number | 'region' | null

const Chevron = ({ back = false }: { back?: boolean }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d={back ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  </svg>
)

/**
 * The sliding menu of small screens: a dialog with the business areas, each opening its own
 * panel (one at a time, with a back link), plus a region panel. Focus stays inside while open;
 * Escape closes it and returns focus to the menu button.
 */
export function MobileMenu({
  items,
  utilityLinks,
  regionSites,
  labels,
  regionExtras,
  account,
}: Props) {
  const [open, setOpen] = useState(false)
  const [panel, setPanel] = useState<Panel>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const lastOpener = useRef<HTMLButtonElement | null>(null)
  const id = useId()

  const close = useCallback(() => {
    setOpen(false)
    setPanel(null)
    lastOpener.current = null // its button leaves with the drawer's content
    toggle.current?.focus()
  }, [])
  useFocusTrap(dialog, open, close)

  useEffect(() => {
    if (!open) return
    document.documentElement.style.overflow = 'hidden'
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      document.documentElement.style.overflow = ''
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    if (panel === null) lastOpener.current?.focus()
    else dialog.current?.querySelector<HTMLElement>(`[data-panel="${panel}"] [data-back]`)?.focus()
  }, [open, panel])

  const openPanel = (next: Exclude<Panel, null>, opener: HTMLButtonElement) => {
    lastOpener.current = opener
    setPanel(next)
  }

  const childPanel = (key: Exclude<Panel, null>, title: string, body: ReactNode) => (
    <div
      className={styles.panel}
      data-panel={key}
      hidden={panel !== key}
      role="group"
      aria-label={title}
    >
      <button type="button" className={styles.panelBack} data-back onClick={() => setPanel(null)}>
        <Chevron back />
        {labels.back}
      </button>
      <p className={styles.panelTitle}>{title}</p>
      {body}
    </div>
  )

  // The drawer's content exists only while it is open: some 200 elements fewer to lay out and
  // hydrate on every page (the desktop bar holds the same links for crawlers and no-script visits).
  const drawer = (
    <>
      <div className={styles.drawerTop}>
        <span className={styles.drawerTitle}>{labels.menu}</span>
        <div className={styles.drawerAccount}>{account}</div>
        <button type="button" className={styles.iconButton} onClick={close} data-autofocus>
          <CloseIcon size={22} />
          <span className="sr-only">{labels.close}</span>
        </button>
      </div>
      <div className={styles.panel} data-panel="root" hidden={panel !== null}>
        <ul className={styles.panelList}>
          {items.map((item, index) => (
            <li key={item.href}>
              <button
                type="button"
                className={styles.panelItem}
                onClick={(event) => openPanel(index, event.currentTarget)}
                aria-haspopup="true"
              >
                {item.label}
                <Chevron />
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.panelItem}
              onClick={(event) => openPanel('region', event.currentTarget)}
              aria-haspopup="true"
            >
              {labels.region}
              <Chevron />
            </button>
          </li>
        </ul>
        <ul className={styles.panelUtility}>
          {utilityLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
      {items.map((item, index) =>
        childPanel(
          index,
          item.label,
          <ul className={styles.panelList} key={item.href}>
            <li>
              <a className={styles.panelLink} href={item.href}>
                {labels.overview}
              </a>
            </li>
            {item.children.map((child) => (
              <li key={`${child.href}-${child.label}`}>
                <a className={styles.panelLink} href={child.href}>
                  {child.label}
                </a>
              </li>
            ))}
          </ul>,
        ),
      )}
      {childPanel(
        'region',
        labels.regionTitle,
        <>
          <div className={styles.panelExtras}>{regionExtras}</div>
          <ul className={styles.panelList}>
            {regionSites.map((site) => (
              <li key={site.href}>
                <a
                  className={styles.panelLink}
                  href={site.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  hrefLang=""
                >
                  {site.label}
                </a>
              </li>
            ))}
          </ul>
        </>,
      )}
    </>
  )

  return (
    <div className={styles.mobileMenu}>
      <button
        ref={toggle}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={`${id}-dialog`}
        onClick={() => (open ? close() : setOpen(true))}
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
        {open ? drawer : null}
      </div>
    </div>
  )
}
