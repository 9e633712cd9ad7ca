'use client'

import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

import { CloseIcon } from '@/components/Icons/CloseIcon'

import styles from './Header.module.css'
import type { MobileMenuProps } from './MobileMenu.client'
import { UtilityLinks } from './UtilityLinks'

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
 * The sliding menu's content (see MobileMenu): the business areas, each opening its own panel
 * (one at a time, with a back link), plus a region panel. Its code loads when the menu button is
 * first reached for, and it exists only while the menu is open: some 200 elements fewer to lay
 * out and hydrate on every page (the desktop bar holds the same links for crawlers and no-script
 * visits).
 */
export function MobileDrawer({
  items,
  utilityLinks,
  regionSites,
  labels,
  regionExtras,
  account,
  dialog,
  onClose,
}: MobileMenuProps & { dialog: RefObject<HTMLDivElement | null>; onClose: () => void }) {
  const [panel, setPanel] = useState<Panel>(null)
  const lastOpener = useRef<HTMLButtonElement | null>(null)

  useEffect(() => {
    document.documentElement.style.overflow = 'hidden'
    return () => {
      document.documentElement.style.overflow = ''
    }
  }, [])

  useEffect(() => {
    if (panel === null)
      (
        lastOpener.current ?? dialog.current?.querySelector<HTMLElement>('[data-autofocus]')
      )?.focus()
    else dialog.current?.querySelector<HTMLElement>(`[data-panel="${panel}"] [data-back]`)?.focus()
  }, [dialog, panel])

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

  return (
    <>
      <div className={styles.drawerTop}>
        <span className={styles.drawerTitle}>{labels.menu}</span>
        <div className={styles.drawerAccount}>{account}</div>
        <button type="button" className={styles.iconButton} onClick={onClose} data-autofocus>
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
        <UtilityLinks links={utilityLinks} className={styles.panelUtility} />
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
}
