import { LinkTabs } from '@/components/ListFilters/ListFilters'
import type { PostCategoryDto } from '@/contract/post'
import type { Locale } from '@/i18n/locales'
import listStyles from '@/styles/listFilters.module.css'

import styles from './PostList.module.css'

type Props = {
  categories: PostCategoryDto[]
  current: number | null
  /** The address of the list filtered by a category (null: every category). */
  hrefOf: (category: number | null) => string
  locale: Locale
  labels: { nav: string; all: string }
}

/** The list's categories as links (`?c=12`), kept in the URL; the current one is marked. */
export function CategoryFilter({ categories, current, hrefOf, locale, labels }: Props) {
  // A single category offers no choice.
  if (categories.length < 2) return null
  const chips = [{ id: null, name: labels.all }, ...categories]
  return (
    <LinkTabs
      label={labels.nav}
      items={chips.map((chip) => ({
        key: String(chip.id ?? 'all'),
        label: chip.name,
        href: hrefOf(chip.id),
        current: chip.id === current,
      }))}
      locale={locale}
      className={`${listStyles.chips} ${styles.filter}`}
    />
  )
}
