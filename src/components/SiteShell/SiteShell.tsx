import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath, otherLocales } from '@/i18n/paths'
import { getSettings } from '@/lib/backend/settings'
import { policyHref } from '@/lib/backend/topics'
import { formatHotline } from '@/lib/format/phone'
import type { Languages } from '@/lib/seo/metadata'

import { ChatLauncher } from '../Chat/ChatLauncher.client'
import { SiteFooter } from '../Footer/SiteFooter'
import { SiteHeader } from '../Header/SiteHeader'
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.client'
import { Logo } from '../Logo/Logo'
import { PreviewBar } from '../Preview/PreviewBar'
import styles from './SiteShell.module.css'

export type Chrome = 'full' | 'minimal'

async function Chat({ locale }: { locale: Locale }) {
  const [settings, t, common, privacy] = await Promise.all([
    getSettings(locale, ['Hotline', 'ZaloUrl', 'MessengerUrl']),
    getTranslations({ locale, namespace: 'chat' }),
    getTranslations({ locale, namespace: 'common' }),
    policyHref(locale, 'PrivacyPolicy'),
  ])
  const hotline = settings.Hotline ?? '1800585833'
  const keys = [
    'open',
    'close',
    'title',
    'intro',
    'call',
    'zalo',
    'messenger',
    'formTitle',
    'name',
    'email',
    'phone',
    'message',
    'send',
    'sending',
    'consent',
    'privacy',
  ] as const
  return (
    <ChatLauncher
      locale={locale}
      hotline={{ display: formatHotline(hotline), tel: hotline.replace(/\D/g, '') }}
      zaloUrl={settings.ZaloUrl ?? null}
      messengerUrl={settings.MessengerUrl ?? null}
      privacyHref={localizedPath(locale, privacy)}
      labels={{
        ...(Object.fromEntries(keys.map((key) => [key, t.raw(key) as string])) as Record<
          (typeof keys)[number],
          string
        >),
        newTab: common('opensNewTab'),
      }}
    />
  )
}

/** A bare top bar for pages shown without the site banner and footer (event landings). */
async function MinimalHeader({ locale, languages }: { locale: Locale; languages?: Languages }) {
  const [site, language, hrefs] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getTranslations({ locale, namespace: 'language' }),
    languages,
  ])
  return (
    <header className={styles.minimal}>
      <div className={`container ${styles.minimalInner}`}>
        <Link href="/" locale={locale} aria-label={site('homeLink')} className={styles.logo}>
          <Logo />
        </Link>
        <LanguageSwitcher
          label={language('label')}
          options={otherLocales(locale).map((other) => ({
            locale: other,
            name: language(other),
            hint: language('switchTo'),
            href: hrefs?.[other],
          }))}
        />
      </div>
    </header>
  )
}

/**
 * What every page wears: header, main, footer and the chat widget, or, for `minimal` pages,
 * only a bare top bar (spec §2: the net-zero event hides banner and footer); in an editor's
 * preview, the preview bar too.
 */
export function SiteShell({
  locale,
  chrome = 'full',
  languages,
  children,
}: {
  locale: Locale
  chrome?: Chrome
  languages?: Languages
  children: ReactNode
}) {
  if (chrome === 'minimal') {
    return (
      <>
        <MinimalHeader locale={locale} languages={languages} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <PreviewBar locale={locale} />
      </>
    )
  }
  return (
    <>
      <SiteHeader locale={locale} languages={languages} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <Chat locale={locale} />
      <PreviewBar locale={locale} />
    </>
  )
}
