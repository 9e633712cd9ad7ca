'use client'

import { useMemo, useState } from 'react'

import { locales, type Locale } from '@/i18n/locales'
import { filterRows, missingLanguages, type TextRow } from '@/lib/translations/texts'

import styles from './translations.module.css'

type Labels = {
  key: string
  vi: string
  en: string
  search: string
  onlyMissing: string
  save: string
  saving: string
  saved: string
  failed: string
  untranslated: string
  /** With `{shown}` and `{total}`. */
  shown: string
}

type Status = 'saving' | 'saved' | 'failed'

type Props = {
  rows: TextRow[]
  /** Payload's REST route (`/cms-api`): texts are saved with the signed-in user's rights. */
  apiRoute: string
  initiallyOnlyMissing: boolean
  labels: Labels
}

/** Saves one language's text of one key; throws when the server refuses it. */
async function saveText(apiRoute: string, id: string, locale: Locale, value: string) {
  const response = await fetch(
    `${apiRoute}/language-texts/${encodeURIComponent(id)}?locale=${locale}&depth=0`,
    {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    },
  )
  if (!response.ok) throw new Error(`${response.status}`)
}

/**
 * Interface texts in one table, key, Vietnamese and English side by side, filtered to the ones
 * missing a translation. A row edited here stays shown until the filter changes, even once
 * complete, so the translator sees what they saved.
 */
export function InterfaceTextsTable({ rows, apiRoute, initiallyOnlyMissing, labels }: Props) {
  const [saved, setSaved] = useState<TextRow[]>(rows)
  const [drafts, setDrafts] = useState<Record<string, Partial<Record<Locale, string>>>>({})
  const [status, setStatus] = useState<Record<string, Status>>({})
  const [query, setQuery] = useState('')
  const [onlyMissing, setOnlyMissing] = useState(initiallyOnlyMissing)
  const [kept, setKept] = useState<Set<string>>(new Set())

  const shown = useMemo(
    () => filterRows(saved, query, onlyMissing, kept),
    [saved, query, onlyMissing, kept],
  )

  const edit = (id: string, locale: Locale, value: string) => {
    setDrafts((current) => ({ ...current, [id]: { ...current[id], [locale]: value } }))
    setKept((current) => new Set(current).add(id))
    setStatus(({ [id]: _dropped, ...rest }) => rest)
  }

  const save = async (row: TextRow) => {
    const draft = drafts[row.id] ?? {}
    const changed = locales.filter(
      (locale) => draft[locale] !== undefined && draft[locale] !== row.values[locale],
    )
    if (changed.length === 0) return
    setStatus((current) => ({ ...current, [row.id]: 'saving' }))
    try {
      for (const locale of changed) await saveText(apiRoute, row.id, locale, draft[locale] ?? '')
      setSaved((current) =>
        current.map((item) =>
          item.id === row.id ? { ...item, values: { ...item.values, ...draft } } : item,
        ),
      )
      setDrafts(({ [row.id]: _done, ...rest }) => rest)
      setStatus((current) => ({ ...current, [row.id]: 'saved' }))
    } catch {
      setStatus((current) => ({ ...current, [row.id]: 'failed' }))
    }
  }

  const statusText = (id: string) => {
    const current = status[id]
    return current ? labels[current] : ''
  }

  return (
    <div className={styles.texts}>
      <div className={styles.filters}>
        <label>
          <span>{labels.search}</span>
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setKept(new Set())
            }}
          />
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={onlyMissing}
            onChange={(event) => {
              setOnlyMissing(event.target.checked)
              setKept(new Set())
            }}
          />
          <span>{labels.onlyMissing}</span>
        </label>
      </div>
      <p role="status" className={styles.meta}>
        {labels.shown
          .replace('{shown}', String(shown.length))
          .replace('{total}', String(saved.length))}
      </p>
      <table className={`${styles.table} ${styles.textTable}`}>
        <thead>
          <tr>
            <th scope="col">{labels.key}</th>
            <th scope="col" lang="vi">
              {labels.vi}
            </th>
            <th scope="col" lang="en">
              {labels.en}
            </th>
            <th scope="col">
              <span className={styles.hidden}>{labels.save}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const draft = drafts[row.id] ?? {}
            const missing = missingLanguages(row.values)
            const dirty = locales.some(
              (locale) => draft[locale] !== undefined && draft[locale] !== row.values[locale],
            )
            const name = row.name || row.key
            return (
              <tr key={row.id} data-key={row.key}>
                <th scope="row">
                  <span className={styles.name}>{name}</span>
                  <code className={styles.meta}>{row.key}</code>
                </th>
                {locales.map((locale) => (
                  <td key={locale} className={missing.includes(locale) ? styles.missing : ''}>
                    <textarea
                      lang={locale}
                      rows={2}
                      aria-label={`${labels[locale]}: ${name}`}
                      value={draft[locale] ?? row.values[locale]}
                      onChange={(event) => edit(row.id, locale, event.target.value)}
                    />
                    {missing.includes(locale) ? (
                      <span className={styles.flag}>{labels.untranslated}</span>
                    ) : null}
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className={styles.save}
                    disabled={!dirty || status[row.id] === 'saving'}
                    onClick={() => void save(row)}
                    aria-label={`${labels.save}: ${name}`}
                  >
                    {labels.save}
                  </button>
                  <span role="status" className={styles.meta}>
                    {statusText(row.id)}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
