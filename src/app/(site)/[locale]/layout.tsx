import '@/styles/globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/SiteFooter/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader/SiteHeader'
import { UiTextsProvider } from '@/components/UiTexts/UiTexts.client'
import { getEnv } from '@/env'
import { localizedPath } from '@/i18n/paths'
import { routing } from '@/i18n/routing'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Pages render on their first request, then are served from the cache until content changes. */
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c8102e' }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('name'), template: `%s | ${t('name')}` },
    description: t('tagline'),
    applicationName: t('shortName'),
    formatDetection: { telephone: false },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [t, errorTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getTranslations({ locale, namespace: 'error' }),
  ])
  const uiTexts = {
    homeHref: localizedPath(locale, '/'),
    error: {
      title: errorTexts('title'),
      text: errorTexts('text'),
      retry: errorTexts('retry'),
      home: errorTexts('home'),
    },
  }
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <UiTextsProvider texts={uiTexts}>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} />
        </UiTextsProvider>
      </body>
    </html>
  )
}
