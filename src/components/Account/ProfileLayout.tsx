import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { PROFILE_PAGES } from '@/lib/auth/routes'

import styles from './Profile.module.css'
import { SignOutButton } from './SignOutButton.client'
import { PROFILE_PAGE_TEXTS, type ProfileSection } from './types'

type Props = { locale: Locale; current: ProfileSection; children: ReactNode }

/**
 * The account area: a side menu (a scrollable row on small screens) with the profile's pages
 * and the log-out button, beside the current page.
 */
export async function ProfileLayout({ locale, current, children }: Props) {
  const [t, account] = await Promise.all([
    getTranslations({ locale, namespace: 'profile' }),
    getTranslations({ locale, namespace: 'account' }),
  ])
  const items: { key: ProfileSection; href: string; label: string }[] = [
    { key: 'info', href: '/profile', label: t('info') },
    { key: 'changePassword', href: '/changePassword', label: t('changePassword') },
    ...PROFILE_PAGES.map((page) => ({
      key: page,
      href: `/profile/${page}`,
      label: t(PROFILE_PAGE_TEXTS[page].title),
    })),
  ]
  return (
    <section className={`section ${styles.area}`}>
      <div className={`container ${styles.layout}`}>
        <aside className={styles.aside}>
          <p className={styles.eyebrow}>{t('title')}</p>
          <nav aria-label={t('menuLabel')}>
            <ul className={styles.menu}>
              {/* Not prefetched: each account page asks the backend for the profile. */}
              {items.map((item) => (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    locale={locale}
                    className={styles.menuLink}
                    aria-current={item.key === current ? 'page' : undefined}
                    prefetch={false}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SignOutButton
            locale={locale}
            labels={{
              logout: account('logout'),
              failed: account('failed'),
              continue: account('continue'),
            }}
          />
        </aside>
        <div className={styles.content}>{children}</div>
      </div>
    </section>
  )
}
