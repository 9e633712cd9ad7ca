import type { ServerProps } from 'payload'

import { canCheckInRequest } from '../../../../collections/access/roles'
import { adminLanguage } from '../Translations/adminTexts'
import styles from '../Translations/translations.module.css'
import { CHECK_IN_PATH, CHECK_IN_TEXTS } from './checkInTexts'

/** The check-in view in the admin's side navigation, for those who may check tickets in. */
export function CheckInNav({ i18n, payload, user }: ServerProps) {
  if (!user || !canCheckInRequest({ user })) return null
  const t = CHECK_IN_TEXTS[adminLanguage(i18n.language)]
  return (
    <nav className={styles.navGroup} aria-label={t.navTitle}>
      <p>{t.navTitle}</p>
      <a href={`${payload.config.routes.admin}${CHECK_IN_PATH}`}>{t.title}</a>
    </nav>
  )
}
