'use client'

import { useState } from 'react'

import { toggleCompare, useCompare, type CompareItem } from './compareStore'
import styles from './Compare.module.css'

/** "Compare" on a product card or detail page. */
export function CompareToggle({
  item,
  labels,
}: {
  item: CompareItem
  labels: { add: string; full: string }
}) {
  const { items } = useCompare()
  const [full, setFull] = useState(false)
  const chosen = items.some((entry) => entry.id === item.id)
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={chosen}
        onChange={() => setFull(toggleCompare(item) === 'full')}
      />
      <span>{labels.add}</span>
      {full && !chosen ? (
        <span className={styles.full} role="status">
          {labels.full}
        </span>
      ) : null}
    </label>
  )
}
