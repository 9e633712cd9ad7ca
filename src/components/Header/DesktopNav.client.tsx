'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import styles from './Header.module.css'
import type { MenuItem } from './types'

/** A click this soon after hovering opened the panel confirms it instead of toggling it shut. */
const HOVER_GRACE_MS = 800

type Props = { label: string; overviewLabel: string; items: MenuItem[] }

/**
 * The desktop flyout (a disclosure navigation): each business area is a button that opens its
 * panel of links. Pointer: opens on hover. Keyboard: Enter/Space/ArrowDown open, Escape closes and
 * returns focus, Tab moves through the links and closing happens when focus leaves.
 */
export function DesktopNav({ label, overviewLabel, items }: Props) {
  const [open, setOpen] = useState<number | null>(null)
  const base = useId()
  const root = useRef<HTMLElement>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  /** When hovering last opened a panel: a click right after it must not close what just opened. */
  const hoverOpened = useRef({ index: -1, at: 0 })

  useEffect(() => {
    if (open === null) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const later = (next: number | null, delay: number) => {
    clearTimeout(hoverTimer.current)
    hoverTimer.current = setTimeout(() => {
      if (next !== null) hoverOpened.current = { index: next, at: performance.now() }
      setOpen(next)
    }, delay)
  }

  /** `at`: the click's `timeStamp` (the same clock as `performance.now()`). */
  const onButtonClick = (index: number, expanded: boolean, at: number) => {
    clearTimeout(hoverTimer.current)
    const justHovered =
      hoverOpened.current.index === index && at - hoverOpened.current.at < HOVER_GRACE_MS
    hoverOpened.current = { index: -1, at: 0 }
    setOpen(expanded && !justHovered ? null : index)
  }

  const onButtonKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(index)
      requestAnimationFrame(() =>
        document.getElementById(`${base}-panel-${index}`)?.querySelector('a')?.focus(),
      )
    }
  }

  const onPanelKey = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      setOpen(null)
      buttons.current[index]?.focus()
    }
  }

  return (
    <nav
      ref={root}
      aria-label={label}
      className={styles.desktopNav}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(null)
      }}
      onMouseLeave={() => later(null, 200)}
    >
      <ul className={styles.navList}>
        {items.map((item, index) => {
          const expanded = open === index
          const panelId = `${base}-panel-${index}`
          return (
            <li
              key={item.href}
              className={styles.navItem}
              onMouseEnter={() => later(index, 120)}
              onKeyDown={onPanelKey(index)}
            >
              <button
                ref={(element) => {
                  buttons.current[index] = element
                }}
                type="button"
                className={styles.navButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={(event) => onButtonClick(index, expanded, event.timeStamp)}
                onKeyDown={onButtonKey(index)}
              >
                {item.label}
                <svg
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="m6 9 6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
              <div id={panelId} className={styles.flyout} hidden={!expanded}>
                <div className={`container ${styles.flyoutInner}`}>
                  <a className={styles.flyoutOverview} href={item.href}>
                    <span className={styles.flyoutTitle}>{item.label}</span>
                    <span>{overviewLabel} →</span>
                  </a>
                  <ul className={styles.flyoutLinks}>
                    {item.children.map((child) => (
                      <li key={`${child.href}-${child.label}`}>
                        <a
                          href={child.href}
                          className={styles.flyoutLink}
                          {...(child.external
                            ? { target: '_blank', rel: 'noopener noreferrer' }
                            : {})}
                        >
                          <span className={styles.flyoutLinkLabel}>{child.label}</span>
                          {child.description ? (
                            <span className={styles.flyoutLinkText}>{child.description}</span>
                          ) : null}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
