import type { ServerProps } from 'payload'

import { canCheckInRequest, canTakePaymentsRequest } from '../../../../collections/access/roles'
import { PAYMENTS_PATH, PAYMENTS_TEXTS } from '../Payments/paymentsTexts'
import { adminLanguage } from '../Translations/adminTexts'
import styles from '../Translations/translations.module.css'
import { CHECK_IN_PATH, CHECK_IN_TEXTS } from './checkInTexts'

/**
 * The events' own views in the admin's side navigation: the check-in for those who may check
 * tickets in, the bank transfers for those who may confirm payments.
 */
export function CheckInNav({ i18n, payload, user }: ServerProps) {
  const checkIn = Boolean(user && canCheckInRequest({ user }))
  const payments = Boolean(user && canTakePaymentsRequest({ user }))
  if (!checkIn && !payments) return null
  const language = adminLanguage(i18n.language)
  const t = CHECK_IN_TEXTS[language]
  const admin = payload.config.routes.admin
  return (
    <nav className={styles.navGroup} aria-label={t.navTitle}>
      <p>{t.navTitle}</p>
      {checkIn ? <a href={`${admin}${CHECK_IN_PATH}`}>{t.title}</a> : null}
      {payments ? <a href={`${admin}${PAYMENTS_PATH}`}>{PAYMENTS_TEXTS[language].title}</a> : null}
    </nav>
  )
}
