import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'

import { Pagination } from '@/blocks/PostList/Pagination'
import shared from '@/styles/listFilters.module.css'

/** The block's own class names for the form's layout, added to the shared ones. */
export type FilterFormClasses = {
  filters?: string
  actions?: string
  clear?: string
}

const classNames = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')

/**
 * A list block's filters as a plain GET form to the list's own path: it works without
 * JavaScript. The fields come as children; the actions are a submit button and, when the list is
 * narrowed, a link that clears the filters.
 */
export function FilterForm({
  path,
  locale,
  label,
  submit,
  clear,
  classes,
  children,
}: {
  path: string
  locale: Locale
  label: string
  submit: string
  /** The link that drops the filters, or `null` when nothing is filtered. */
  clear: { href: string; label: string } | null
  classes: FilterFormClasses
  children: ReactNode
}) {
  return (
    <form
      method="get"
      action={localizedPath(locale, path)}
      className={classNames(shared.filters, classes.filters)}
      aria-label={label}
    >
      {children}
      <div className={classNames(shared.actions, classes.actions)}>
        <button type="submit" className="button">
          {submit}
        </button>
        {clear ? (
          <Link
            href={clear.href}
            locale={locale}
            className={classNames(shared.clear, classes.clear)}
          >
            {clear.label}
          </Link>
        ) : null}
      </div>
    </form>
  )
}

export type SelectFilter = {
  name: string
  label: string
  value: string | undefined
  /** The label of the "all" option when it differs from the list's common one. */
  all?: string
  options: readonly (readonly [value: string, label: string])[]
}

/** Labelled selects, one per filter, each starting with an "all" option (no filter). */
export function SelectFilters({
  id,
  fields,
  all,
  className,
}: {
  /** Prefix of the select ids, unique on the page. */
  id: string
  fields: readonly SelectFilter[]
  all?: string
  className?: string
}) {
  return fields.map((field) => (
    <div key={field.name} className={className}>
      <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
      <select id={`${id}-${field.name}`} name={field.name} defaultValue={field.value ?? ''}>
        <option value="">{field.all ?? all}</option>
        {field.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  ))
}

/** A list namespace's paging texts: `pages`, `previousPage`, `nextPage` and `page` ({page}). */
type PagingTexts = (
  key: 'pages' | 'previousPage' | 'nextPage' | 'page',
  values?: { page: number },
) => string

/** The list's page links, the current page clamped to the last, labelled from its namespace. */
export function ListPagination({
  page,
  total,
  hrefOf,
  locale,
  t,
}: {
  page: number
  total: number
  hrefOf: (page: number) => string
  locale: Locale
  t: PagingTexts
}) {
  return (
    <Pagination
      current={Math.min(page, total)}
      total={total}
      hrefOf={hrefOf}
      locale={locale}
      labels={{
        nav: t('pages'),
        previous: t('previousPage'),
        next: t('nextPage'),
        page: (item) => t('page', { page: item }),
      }}
    />
  )
}

export type LinkTab = { key: string; label: string; href: string; current: boolean }

/**
 * Links between states of a list (business areas, types, views) as a labelled navigation: real
 * addresses, the current one marked with `aria-current`.
 */
export function LinkTabs({
  label,
  items,
  locale,
  className,
  scroll,
}: {
  label: string
  items: readonly LinkTab[]
  locale: Locale
  className?: string
  /** `false` keeps the scroll position when a tab is followed. */
  scroll?: false
}) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              locale={locale}
              aria-current={item.current ? 'page' : undefined}
              {...(scroll === false ? { scroll } : {})}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A remark above a list's results on how they are narrowed or ordered beyond the filters ("for
 * product X", "nearest first"), with the link that undoes it; `className` gives it the block's look.
 */
export function ResultNote({
  text,
  undo,
  locale,
  className,
}: {
  text: string
  undo: { href: string; label: string }
  locale: Locale
  className?: string
}) {
  return (
    <p className={classNames(shared.note, className)}>
      {text}{' '}
      <Link href={undo.href} locale={locale}>
        {undo.label}
      </Link>
    </p>
  )
}

/** A list namespace's empty-state texts: `emptyPage`, `emptyFiltered`, `empty` and `emptyHint`. */
type EmptyTexts = (key: 'emptyPage' | 'emptyFiltered' | 'empty' | 'emptyHint') => string

/**
 * What a list shows when it has nothing to show: past its last page, nothing matching the
 * filters, or nothing at all; then an optional hint and the block's way out (children).
 */
export function EmptyResults({
  pastEnd,
  filtered,
  t,
  hint = true,
  className,
  children,
}: {
  /** There are results, but not on this page. */
  pastEnd: boolean
  filtered: boolean
  t: EmptyTexts
  hint?: boolean
  className?: string
  children?: ReactNode
}) {
  return (
    <div className={classNames(shared.empty, className)}>
      <p className={shared.emptyTitle}>
        {pastEnd ? t('emptyPage') : filtered ? t('emptyFiltered') : t('empty')}
      </p>
      {hint ? <p>{t('emptyHint')}</p> : null}
      {children}
    </div>
  )
}
