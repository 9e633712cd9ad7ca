'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import styles from './SearchForm.module.css'

type Suggestion = { kind: string; title: string; code: string | null; url: string }

export type SearchBoxLabels = {
  /** The list's name, and each kind's name (`product` → "Sản phẩm"). */
  listbox: string
  kinds: Record<string, string>
  /** "{count} gợi ý": read out when suggestions appear (`{count}` is replaced). */
  count: string
}

type Props = {
  id: string
  defaultValue?: string | undefined
  placeholder: string
  className?: string | undefined
  /** `/tim-kiem/goi-y` in the page's language. */
  endpoint: string
  labels: SearchBoxLabels
}

/** Wait this long after the last key before asking (a typist's pause). */
const DEBOUNCE_MS = 200
const MIN_LENGTH = 2

/**
 * The search field as an ARIA combobox: suggestions (products, then sections and the rest) appear
 * as the visitor types; arrow keys move through them, Enter opens one (or submits the form as
 * typed), Escape closes the list. Rendered on the server as a plain field of the GET form, so
 * search works without JavaScript.
 */
export function SearchBox({ id, defaultValue, placeholder, className, endpoint, labels }: Props) {
  const router = useRouter()
  const [value, setValue] = useState('')
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = useRef(false)
  const listId = `${id}-suggestions`

  useEffect(() => {
    const query = value.trim()
    if (!typed.current || query.length < MIN_LENGTH) {
      setItems([])
      setOpen(false)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${endpoint}?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
        })
        if (!response.ok) return
        const body = (await response.json()) as { items: Suggestion[] }
        setItems(body.items)
        setActive(-1)
        setOpen(body.items.length > 0)
      } catch {
        // Aborted by the next key, or offline: the form still searches on Enter.
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value, endpoint])

  const choose = (item: Suggestion) => {
    setOpen(false)
    router.push(item.url)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return
      event.preventDefault()
      if (!open) {
        setOpen(true)
        setActive(event.key === 'ArrowDown' ? 0 : items.length - 1)
        return
      }
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + items.length) % items.length)
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault()
      choose(items[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const expanded = open && items.length > 0
  return (
    <div className={styles.box}>
      <input
        id={id}
        name="q"
        // A text field: HTML allows the combobox role on it (not on type="search").
        type="text"
        inputMode="search"
        required
        maxLength={100}
        // Uncontrolled: what a visitor typed before the page hydrated is kept (and submitted).
        defaultValue={defaultValue}
        onChange={(event) => {
          typed.current = true
          setValue(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={placeholder}
        className={className}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.listbox}
        className={styles.list}
        hidden={!expanded}
      >
        {items.map((item, index) => (
          <li
            key={`${item.kind}-${item.url}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Chosen on mouse down, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(item)
            }}
          >
            <span className={styles.optionTitle}>{item.title}</span>
            <span className={styles.optionMeta}>{item.code ?? labels.kinds[item.kind] ?? ''}</span>
          </li>
        ))}
      </ul>
      <span className="sr-only" role="status">
        {expanded ? labels.count.replace('{count}', String(items.length)) : ''}
      </span>
    </div>
  )
}
