import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath, otherLocales } from '@/i18n/paths'
import { getCurrencies } from '@/lib/backend/currencies'
import { getSettings } from '@/lib/backend/settings'
import { getNavigation } from '@/lib/cms/globals'
import { formatHotline } from '@/lib/format/phone'
import type { Languages } from '@/lib/seo/metadata'

import { CurrencySelect } from '../Currency/CurrencySelect.client'
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.client'
import { Logo } from '../Logo/Logo'
import { SearchForm } from '../SearchForm/SearchForm'
import { AccountEntry } from './AccountEntry.client'
import { DesktopNav } from './DesktopNav.client'
import styles from './Header.module.css'
import { HeaderFrame } from './HeaderFrame.client'
import { MobileMenu } from './MobileMenu.client'
import { RegionPicker } from './RegionPicker.client'
import type { MenuItem, MenuLink } from './types'
import { UtilityLinks } from './UtilityLinks'

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href)

/** A menu link's final address: site paths in the page's language, external ones as they are. */
const hrefIn = (locale: Locale, href: string) =>
  isExternal(href) ? href : localizedPath(locale, href)

/**
 * The site header: quick links, hotline, region and language, account; logo, the business-area
 * flyout (desktop) or sliding menu (small screens), search. Menus come from the CMS.
 */
export async function SiteHeader({
  locale,
  languages: counterparts,
}: {
  locale: Locale
  languages?: Languages
}) {
  const [navigation, settings, currencies, t, site, region, language, account, hrefs] =
    await Promise.all([
      getNavigation(locale),
      getSettings(locale, ['Hotline']),
      getCurrencies(locale),
      getTranslations({ locale, namespace: 'header' }),
      getTranslations({ locale, namespace: 'site' }),
      getTranslations({ locale, namespace: 'region' }),
      getTranslations({ locale, namespace: 'language' }),
      getTranslations({ locale, namespace: 'account' }),
      counterparts,
    ])
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const items: MenuItem[] = (navigation.mainMenu ?? []).map((item) => ({
    label: item.label,
    href: hrefIn(locale, item.href),
    description: item.description ?? null,
    children: (item.children ?? []).map((child) => ({
      label: child.label,
      href: hrefIn(locale, child.href),
      description: child.description ?? null,
      external: isExternal(child.href),
    })),
  }))
  const utilityLinks: MenuLink[] = (navigation.utilityLinks ?? []).map((entry) => ({
    label: entry.label,
    href: hrefIn(locale, entry.href),
  }))
  const sites: MenuLink[] = (navigation.regionSites ?? []).map((entry) => ({
    label: entry.name,
    href: entry.url,
    external: true,
  }))
  const hotline = settings.Hotline ?? '1800585833'
  const languages = otherLocales(locale).map((other) => ({
    locale: other,
    name: language(other),
    hint: language('switchTo'),
    href: hrefs?.[other],
  }))
  const regionControls = (
    <>
      <LanguageSwitcher label={language('label')} options={languages} />
      <CurrencySelect
        label={region('currency')}
        options={currencies.map((currency) => ({
          code: currency.currencyCode,
          name: currency.name,
          symbol: currency.symbol,
        }))}
      />
    </>
  )

  const accountEntry = (
    <AccountEntry
      loginHref={localizedPath(locale, '/login')}
      profileHref={localizedPath(locale, '/profile')}
      loginLabel={account('login')}
      profileLabel={account('profile')}
    />
  )

  return (
    <HeaderFrame>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <nav aria-label={t('quickLinks')} className={styles.utility}>
            <UtilityLinks links={utilityLinks} />
          </nav>
          <a className={styles.hotline} href={`tel:${hotline.replace(/\D/g, '')}`}>
            {t('hotline')} <strong>{formatHotline(hotline)}</strong>
          </a>
          <RegionPicker
            label={region('button')}
            current={`${region('current')} · ${locale.toUpperCase()}`}
            title={region('title')}
            otherSitesTitle={region('otherSites')}
            sites={sites}
          >
            {regionControls}
          </RegionPicker>
          {accountEntry}
        </div>
      </div>
      <div className={`container ${styles.mainBar}`}>
        <Link href="/" locale={locale} className={styles.logo} aria-label={site('homeLink')}>
          <Logo />
        </Link>
        <div className={styles.search}>
          <SearchForm locale={locale} compact id="header-search" />
        </div>
        <DesktopNav label={nav('label')} overviewLabel={t('overview')} items={items} />
        <MobileMenu
          items={items}
          utilityLinks={utilityLinks}
          regionSites={sites}
          regionExtras={regionControls}
          account={accountEntry}
          labels={{
            open: t('openMenu'),
            close: t('closeMenu'),
            menu: t('menu'),
            back: t('back'),
            overview: t('overview'),
            region: region('button'),
            regionTitle: region('title'),
          }}
        />
      </div>
    </HeaderFrame>
  )
}
