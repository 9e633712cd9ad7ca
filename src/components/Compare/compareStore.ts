'use client'

import { useSyncExternalStore } from 'react'

/** Products chosen for comparison: up to 4 of one category, kept across pages in this browser. */
export const MAX_COMPARE = 4
const KEY = 'sora.compare'
const EVENT = 'sora:compare'

export type CompareItem = { id: number; name: string; category: number }
export type CompareState = { items: CompareItem[] }

const EMPTY: CompareState = { items: [] }
let cachedRaw: string | null = null
let cachedState: CompareState = EMPTY

function read(): CompareState {
  const raw = window.localStorage.getItem(KEY)
  if (raw === cachedRaw) return cachedState
  cachedRaw = raw
  try {
    const parsed = raw ? (JSON.parse(raw) as CompareState) : EMPTY
    cachedState = Array.isArray(parsed.items)
      ? { items: parsed.items.slice(0, MAX_COMPARE) }
      : EMPTY
  } catch {
    cachedState = EMPTY
  }
  return cachedState
}

function write(state: CompareState) {
  window.localStorage.setItem(KEY, JSON.stringify(state))
  window.dispatchEvent(new Event(EVENT))
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(EVENT, onChange)
  }
}

export const useCompare = (): CompareState => useSyncExternalStore(subscribe, read, () => EMPTY)

/** Adds or removes a product. A product of another category starts a new comparison. */
export function toggleCompare(item: CompareItem): 'added' | 'removed' | 'full' {
  const { items } = read()
  if (items.some((entry) => entry.id === item.id)) {
    write({ items: items.filter((entry) => entry.id !== item.id) })
    return 'removed'
  }
  const sameCategory = items.filter((entry) => entry.category === item.category)
  if (sameCategory.length >= MAX_COMPARE) return 'full'
  write({ items: [...sameCategory, item] })
  return 'added'
}

export const clearCompare = () => write(EMPTY)
