import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

import styles from './Account.module.css'
import { AuthCard } from './AuthCard'
import { EndSession } from './EndSession.client'
import { loginAfter, type ProfileState } from './requireProfile'

type Props = { locale: Locale; path: string; state: Exclude<ProfileState, { status: 'ok' }> }

/**
 * An account page without a usable session. `refused`: the backend no longer accepts the token,
 * so it is forgotten here before going to the login page (which would send a browser still
 * holding it straight back). `ended`: a form on the page just signed the visitor out and is
 * moving on; this is what shows meanwhile (and, without JavaScript, afterwards).
 */
export async function SessionExpired({ locale, path, state }: Props) {
  const t = await getTranslations({ locale, namespace: 'account' })
  const loginHref = localizedPath(locale, loginAfter(locale, path))
  const refused = state.status === 'refused'
  return (
    <AuthCard title={t(refused ? 'loginTitle' : 'logout')} titleId="session-title">
      <p role="status" className={styles.notice}>
        {t(refused ? 'sessionExpired' : 'loggedOut')}
      </p>
      <p className={styles.switch}>
        <a href={refused ? loginHref : localizedPath(locale, '/login')}>{t('submitLogin')}</a>
      </p>
      {refused ? <EndSession locale={locale} loginHref={loginHref} /> : null}
    </AuthCard>
  )
}
