import { getTranslations } from 'next-intl/server'

import { type Locale } from '@/i18n/locales'
import { otherLocales } from '@/i18n/paths'
import { Link } from '@/i18n/navigation'

import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.client'
import { Logo } from '../Logo/Logo'
import { SearchForm } from '../SearchForm/SearchForm'
import styles from './SiteHeader.module.css'

const NAV = [
  { key: 'homeAppliances', href: '/thiet-bi-gia-dung' },
  { key: 'buildingSolutions', href: '/giai-phap-toa-nha' },
  { key: 'factoryAutomation', href: '/tu-dong-hoa-cong-nghiep' },
  { key: 'about', href: '/gioi-thieu' },
] as const

/** The site header: logo, main navigation, search and language. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const site = await getTranslations({ locale, namespace: 'site' })
  const language = await getTranslations({ locale, namespace: 'language' })
  const languages = otherLocales(locale).map((other) => ({
    locale: other,
    name: language(other),
    hint: language('switchTo'),
  }))
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" locale={locale} className={styles.logo} aria-label={site('homeLink')}>
          <Logo />
        </Link>
        <nav aria-label={t('label')} className={styles.nav}>
          <ul>
            {NAV.map((item) => (
              <li key={item.key}>
                <Link href={item.href} locale={locale}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <SearchForm locale={locale} compact id="header-search" />
          <LanguageSwitcher label={language('label')} options={languages} />
        </div>
      </div>
    </header>
  )
}
