import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import styles from '@/components/Account/Profile.module.css'
import { ProfileLayout } from '@/components/Account/ProfileLayout'
import { requireProfile } from '@/components/Account/requireProfile'
import { SessionExpired } from '@/components/Account/SessionExpired'
import { PROFILE_PAGE_TEXTS } from '@/components/Account/types'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { Link } from '@/i18n/navigation'
import { requireLocale } from '@/i18n/requireLocale'
import { PROFILE_PAGES, type ProfilePage } from '@/lib/auth/routes'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string; section: string }> }

export const dynamic = 'force-dynamic'

const isProfilePage = (value: string): value is ProfilePage =>
  (PROFILE_PAGES as readonly string[]).includes(value)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, section } = await params
  requireLocale(locale)
  if (!isProfilePage(section)) notFound()
  const t = await getTranslations({ locale, namespace: 'profile' })
  return {
    ...pageMetadata({
      locale,
      paths: samePathEverywhere(`/profile/${section}`),
      title: t(PROFILE_PAGE_TEXTS[section].title),
    }),
    robots: { index: false },
  }
}

/**
 * The profile's event and ticket pages. Nothing feeds them yet, so each says so plainly and
 * points to the events instead of showing made-up entries.
 */
export default async function ProfileSectionPage({ params }: Props) {
  const { locale, section } = await params
  requireLocale(locale)
  if (!isProfilePage(section)) notFound()
  setRequestLocale(locale)
  const path = `/profile/${section}`
  const session = await requireProfile(locale, path)
  if (session.status !== 'ok')
    return (
      <SiteShell locale={locale}>
        <SessionExpired locale={locale} path={path} state={session} />
      </SiteShell>
    )
  const t = await getTranslations({ locale, namespace: 'profile' })
  const texts = PROFILE_PAGE_TEXTS[section]
  return (
    <SiteShell locale={locale}>
      <ProfileLayout locale={locale} current={section}>
        <h1 className={styles.pageTitle}>{t(texts.title)}</h1>
        <div className={`${styles.card} ${styles.empty}`}>
          <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
            <rect
              x="7"
              y="10"
              width="34"
              height="30"
              rx="4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            />
            <path
              d="M7 19h34M16 6v8M32 6v8M18 29h12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <p>{t(texts.empty)}</p>
          <Link href="/tin-tuc-su-kien?t=event" locale={locale} className="button">
            {t('browseEvents')}
          </Link>
        </div>
      </ProfileLayout>
    </SiteShell>
  )
}
