import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ChangePasswordForm } from '@/components/Account/ChangePasswordForm.client'
import styles from '@/components/Account/Profile.module.css'
import { ProfileLayout } from '@/components/Account/ProfileLayout'
import { requireProfile } from '@/components/Account/requireProfile'
import { SessionExpired } from '@/components/Account/SessionExpired'
import { accountMessages, textsOf } from '@/components/Account/texts'
import { CHANGE_KEYS } from '@/components/Account/types'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { Link } from '@/i18n/navigation'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'account' })
  return {
    ...pageMetadata({
      locale,
      paths: samePathEverywhere('/changePassword'),
      title: t('changeTitle'),
    }),
    robots: { index: false },
  }
}

/** Change password; accounts that only sign in socially are pointed to the reset link instead. */
export default async function ChangePasswordPage({ params }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const session = await requireProfile(locale, '/changePassword')
  if (session.status !== 'ok')
    return (
      <SiteShell locale={locale}>
        <SessionExpired locale={locale} path="/changePassword" state={session} />
      </SiteShell>
    )
  const { profile } = session
  const t = await getTranslations({ locale, namespace: 'account' })
  return (
    <SiteShell locale={locale}>
      <ProfileLayout locale={locale} current="changePassword">
        <h1 id="change-title" className={styles.pageTitle}>
          {t('changeTitle')}
        </h1>
        <div className={styles.card}>
          {profile.hasPassword ? (
            <ChangePasswordForm
              locale={locale}
              labels={await textsOf(locale, 'account', CHANGE_KEYS)}
              messages={await accountMessages(locale)}
              labelledBy="change-title"
            />
          ) : (
            <>
              <p>{t('noPasswordYet')}</p>
              <p>
                <Link href="/forgotPassword" locale={locale} prefetch={false}>
                  {t('forgotLink')}
                </Link>
              </p>
            </>
          )}
        </div>
      </ProfileLayout>
    </SiteShell>
  )
}
