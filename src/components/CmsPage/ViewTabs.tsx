import { getTranslations } from 'next-intl/server'

import { VIEW_PARAM } from '@/domain/pageViews'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import styles from './ViewTabs.module.css'

export type ViewTab = { key: string | null; label: string }

/**
 * Links between a page's main layout and its alternative views (`?t=forOwners`). They are links,
 * not ARIA tabs: each view is its own address that can be shared and opened directly.
 */
export async function ViewTabs({
  path,
  tabs,
  current,
  locale,
}: {
  path: string
  tabs: ViewTab[]
  current: string | null
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <nav className={styles.views} aria-label={t('pageViews')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key ?? ''}>
            <Link
              href={tab.key ? `${path}?${VIEW_PARAM}=${encodeURIComponent(tab.key)}` : path}
              locale={locale}
              aria-current={tab.key === current ? 'page' : undefined}
              scroll={false}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
