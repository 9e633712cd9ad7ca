'use client'

import { useId, useRef, useState, type ReactNode } from 'react'

import { matchesQuery } from '@/domain/textMatch'

import styles from './FaqList.module.css'

export type FaqBrowserLabels = {
  search: string
  searchPlaceholder: string
  /** `{count}` stands for the number. */
  countOne: string
  countOther: string
  foundOne: string
  foundOther: string
  /** `{query}` stands for what was typed. */
  none: string
}

export type FaqBrowserGroup = {
  key: string
  name: string
  items: { id: number; question: string; answer: ReactNode }[]
}

type Props = {
  groups: FaqBrowserGroup[]
  labels: FaqBrowserLabels
  locale: string
  showSearch: boolean
  /** h2 groups with h3 questions, or one level lower under a block heading. */
  headingLevel: 2 | 3
}

/**
 * The questions as an accordion with a search box. The answers arrive rendered by the server:
 * without JavaScript they all stay readable (the CSS hides closed ones only when scripting runs).
 */
export function FaqBrowser({ groups, labels, locale, showSearch, headingLevel }: Props) {
  const prefix = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const [query, setQuery] = useState('')
  const [matches, setMatches] = useState<ReadonlySet<number> | null>(null)
  const answers = useRef(new Map<number, HTMLElement>())
  // Built on the first search from the rendered answers, so their text is not sent twice.
  const index = useRef<Map<number, string> | null>(null)

  const items = groups.flatMap((group) => group.items)
  const plural = new Intl.PluralRules(locale)
  const count = (one: string, other: string, value: number) =>
    (plural.select(value) === 'one' ? one : other).replace('{count}', String(value))

  const search = (value: string) => {
    setQuery(value)
    if (!value.trim()) return setMatches(null)
    index.current ??= new Map(
      items.map((item) => [
        item.id,
        `${item.question} ${answers.current.get(item.id)?.textContent ?? ''}`,
      ]),
    )
    const texts = index.current
    setMatches(
      new Set(
        items
          .filter((item) => matchesQuery(texts.get(item.id) ?? '', value))
          .map((item) => item.id),
      ),
    )
  }

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  const GroupHeading = headingLevel === 2 ? 'h2' : 'h3'
  const QuestionHeading = headingLevel === 2 ? 'h3' : 'h4'
  const status =
    matches === null
      ? count(labels.countOne, labels.countOther, items.length)
      : matches.size > 0
        ? count(labels.foundOne, labels.foundOther, matches.size)
        : labels.none.replace('{query}', query.trim())

  return (
    <div className={styles.faq}>
      {showSearch ? (
        <div role="search" className={styles.search}>
          <label htmlFor={`${prefix}search`}>{labels.search}</label>
          <input
            id={`${prefix}search`}
            type="search"
            value={query}
            placeholder={labels.searchPlaceholder}
            autoComplete="off"
            maxLength={100}
            onChange={(event) => search(event.target.value)}
          />
        </div>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {groups.map((group) => {
        const shown = group.items.filter((item) => matches === null || matches.has(item.id))
        return (
          <section
            key={group.key}
            className={styles.group}
            aria-labelledby={`${prefix}${group.key}`}
            hidden={shown.length === 0}
          >
            <GroupHeading id={`${prefix}${group.key}`} className={styles.groupName}>
              {group.name}
            </GroupHeading>
            {group.items.map((item) => {
              const expanded = open.has(item.id)
              return (
                <div
                  key={item.id}
                  className={styles.item}
                  hidden={matches !== null && !matches.has(item.id)}
                >
                  <QuestionHeading className={styles.question}>
                    <button
                      type="button"
                      id={`${prefix}q${item.id}`}
                      aria-expanded={expanded}
                      aria-controls={`${prefix}a${item.id}`}
                      onClick={() => toggle(item.id)}
                    >
                      {item.question}
                      <span className={styles.sign} aria-hidden="true" />
                    </button>
                  </QuestionHeading>
                  <div
                    id={`${prefix}a${item.id}`}
                    className={styles.answer}
                    data-open={expanded}
                    ref={(element) => {
                      if (element) answers.current.set(item.id, element)
                      else answers.current.delete(item.id)
                    }}
                  >
                    {item.answer}
                  </div>
                </div>
              )
            })}
          </section>
        )
      })}
    </div>
  )
}
