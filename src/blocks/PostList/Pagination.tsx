import { pageItems } from '@/domain/postList'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import styles from './PostList.module.css'

type Props = {
  current: number
  total: number
  /** The address of a page of this list. */
  hrefOf: (page: number) => string
  locale: Locale
  labels: { nav: string; previous: string; next: string; page: (page: number) => string }
}

/**
 * Real links to the pages of a list (`?page=2`): previous and next (`rel`), the first and last
 * pages and the current one's neighbours, the current page marked with `aria-current`.
 */
export function Pagination({ current, total, hrefOf, locale, labels }: Props) {
  if (total <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={labels.nav}>
      <ul>
        {current > 1 ? (
          <li>
            <Link href={hrefOf(current - 1)} locale={locale} rel="prev">
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pageItems(current, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefOf(item)}
                locale={locale}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link href={hrefOf(current + 1)} locale={locale} rel="next">
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
