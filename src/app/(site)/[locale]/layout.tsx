import '@/styles/globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/SiteFooter/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader/SiteHeader'
import { getEnv } from '@/env'
import { routing } from '@/i18n/routing'
import type { Messages } from '@/i18n/textKeys'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** Pages render on their first request, then are served from the cache until content changes. */
export function generateStaticParams() {
  return []
}

/** Client components only get the texts they use. */
const CLIENT_NAMESPACES = ['language', 'error'] as const

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
  const [messages, t] = await Promise.all([getMessages(), getTranslations({ locale, namespace: 'site' })])
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((key) => [key, (messages as Messages)[key] ?? {}]))
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
