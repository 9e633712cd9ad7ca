'use client'

import { clearCompare, MAX_COMPARE, toggleCompare, useCompare } from './compareStore'
import styles from './Compare.module.css'

export type CompareTrayLabels = {
  title: string
  compare: string
  clear: string
  remove: string
  hint: string
}

/** The tray of chosen products, on every catalogue page until the visitor clears it. */
export function CompareTray({ href, labels }: { href: string; labels: CompareTrayLabels }) {
  const { items } = useCompare()
  if (items.length === 0) return null
  const url = `${href}?ids=${items.map((item) => item.id).join(',')}`
  return (
    <aside className={styles.tray} aria-label={labels.title}>
      <p className={styles.trayTitle}>
        {labels.title} ({items.length}/{MAX_COMPARE})
      </p>
      <ul className={styles.trayItems}>
        {items.map((item) => (
          <li key={item.id}>
            <span>{item.name}</span>
            <button
              type="button"
              onClick={() => toggleCompare(item)}
              aria-label={labels.remove.replace('{name}', item.name)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.trayActions}>
        {items.length >= 2 ? (
          <a className="button" href={url}>
            {labels.compare}
          </a>
        ) : (
          <span className={styles.hint}>{labels.hint}</span>
        )}
        <button type="button" className="button button--ghost" onClick={clearCompare}>
          {labels.clear}
        </button>
      </div>
    </aside>
  )
}
