'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

import type { ProductListItemDto } from '@/contract/product'
import { fetchCatalogue, type BrowserCall } from '@/lib/catalogue/browserClient'

import styles from './ContactForm.module.css'

type Suggestion = { id: number; value: string; name: string; modelCode: string }

type Props = {
  id: string
  name: string
  /** `product`: "Name (MODEL)"; `model`: the model code alone. */
  fill: 'product' | 'model'
  call: BrowserCall
  maxLength: number
  required?: boolean
  defaultValue?: string
  describedBy?: string
  invalid: boolean
  texts: { label: string; available: string; none: string }
}

/** Keywords shorter than this ask nothing (too many matches to be useful). */
const MIN_KEYWORD = 2
const DEBOUNCE_MS = 250
const LIMIT = 8

const suggestionOf = (item: ProductListItemDto, fill: Props['fill'], maxLength: number) => ({
  id: item.id,
  name: item.name,
  modelCode: item.modelCode,
  value: (fill === 'model' || !item.name
    ? item.modelCode
    : item.modelCode && !item.name.includes(item.modelCode)
      ? `${item.name} (${item.modelCode})`
      : item.name
  ).slice(0, maxLength),
})

/**
 * A text field with suggestions from the catalogue (`Product/GetListBoxDto?keyword=`), as an
 * ARIA 1.2 combobox: the list follows typing, arrows move through it, Enter fills the field,
 * Escape closes it. Whatever the visitor types is kept when nothing matches.
 */
export function ProductCombobox({
  id,
  name,
  fill,
  call,
  maxLength,
  required,
  defaultValue,
  describedBy,
  invalid,
  texts,
}: Props) {
  const [value, setValue] = useState(defaultValue ?? '')
  const [keyword, setKeyword] = useState('')
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const listId = `${id}-suggestions`
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    const wanted = keyword.trim()
    if (wanted.length < MIN_KEYWORD) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchCatalogue(call, { keyword: wanted, page: 1, rowsPerPage: LIMIT }, controller.signal)
        .then((result) => {
          const found = result.items.map((item) => suggestionOf(item, fill, maxLength))
          setSuggestions(found)
          setActive(-1)
          setOpen(true)
          setAnnouncement(found.length > 0 ? texts.available : texts.none)
        })
        .catch(() => {
          // Suggestions are a help: without them the field still takes what is typed.
          if (!controller.signal.aborted) setSuggestions([])
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [keyword, call, fill, maxLength, texts.available, texts.none])

  useEffect(() => () => clearTimeout(blurTimer.current), [])

  const expanded = open && suggestions.length > 0
  const choose = (suggestion: Suggestion) => {
    setValue(suggestion.value)
    setOpen(false)
    setActive(-1)
    setAnnouncement('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      setActive((current) =>
        !expanded
          ? step > 0
            ? 0
            : suggestions.length - 1
          : (current + step + suggestions.length) % suggestions.length,
      )
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Choosing a suggestion must not send the form.
      event.preventDefault()
      choose(suggestions[active]!)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className={styles.combobox}>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        className={styles.input}
        value={value}
        maxLength={maxLength}
        required={required}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setValue(event.target.value)
          setKeyword(event.target.value)
          if (event.target.value.trim().length < MIN_KEYWORD) {
            setSuggestions([])
            setOpen(false)
          }
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), 150)
        }}
      />
      {expanded ? (
        <ul id={listId} role="listbox" aria-label={texts.label} className={styles.suggestions}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              // Keeps the focus in the field while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span className={styles.suggestionName}>{suggestion.name}</span>
              {suggestion.modelCode ? (
                <span className={styles.suggestionModel}>{suggestion.modelCode}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
