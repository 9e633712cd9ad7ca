import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import styles from '@/components/Account/Account.module.css'
import { AuthCard } from '@/components/Account/AuthCard'
import { SignInForm } from '@/components/Account/SignInForm.client'
import { signInSetup } from '@/components/Account/texts'
import { withRedirect } from '@/components/Account/types'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { firstValue } from '@/domain/query'
import { localizedPath } from '@/i18n/paths'
import { requireLocale } from '@/i18n/requireLocale'
import { pageMetadata, samePathEverywhere } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The query decides what the page says (`redirect`, `changed`, `socialError`…). */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  requireLocale(locale)
  const t = await getTranslations({ locale, namespace: 'account' })
  return {
    ...pageMetadata({ locale, paths: samePathEverywhere('/login'), title: t('loginTitle') }),
    robots: { index: false },
  }
}

/** What the page was sent here to say: a finished password change or reset, a deleted account. */
const DONE_NOTICES = {
  changed: 'changeDone',
  reset: 'resetDone',
  deleted: 'accountDeleted',
} as const

/**
 * Sign-in (`/login`, `/dang-nhap`): e-mail and password, Google and Facebook. `redirect` says
 * where to go afterwards and is passed on as given (the server keeps only paths of this site).
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  const query = await searchParams
  const [t, setup] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    signInSetup(locale),
  ])
  const redirect = firstValue(query.redirect) || undefined
  const done = (Object.keys(DONE_NOTICES) as (keyof typeof DONE_NOTICES)[]).find(
    (key) => firstValue(query[key]) === '1',
  )
  const socialError = firstValue(query.socialError)
  const notices = (
    <>
      {done ? (
        <p role="status" className={styles.notice}>
          {t(DONE_NOTICES[done])}
        </p>
      ) : null}
      {socialError ? (
        <p role="alert" className={styles.alert}>
          {socialError === 'provider' ? t('invalidProvider') : t('socialFailed')}
        </p>
      ) : null}
    </>
  )
  return (
    <SiteShell locale={locale}>
      <AuthCard
        title={t('loginTitle')}
        titleId="login-title"
        intro={t('loginIntro')}
        notices={notices}
      >
        <SignInForm
          locale={locale}
          redirect={redirect}
          permalink={withRedirect(localizedPath(locale, '/login'), redirect)}
          labelledBy="login-title"
          {...setup}
        />
      </AuthCard>
    </SiteShell>
  )
}
