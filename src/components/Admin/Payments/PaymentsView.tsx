import type { AdminViewServerProps } from 'payload'

import { canTakePaymentsRequest } from '../../../../collections/access/roles'
import { AdminFrame } from '../Translations/AdminFrame'
import { adminLanguage } from '../Translations/adminTexts'
import styles from '../Translations/translations.module.css'
import { PaymentsPanel } from './PaymentsPanel.client'
import { PAYMENTS_PATH, PAYMENTS_TEXTS } from './paymentsTexts'

/**
 * `/admin/payments`: admins and editors match a bank statement line to a paid seminar's order
 * and confirm the transfer; the backend (`EventOrder/*`) issues the ticket under the event's lock.
 */
export function PaymentsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = adminLanguage(req.i18n.language)
  const t = PAYMENTS_TEXTS[language]
  return (
    <AdminFrame props={props} path={PAYMENTS_PATH} title={t.title} allowed={canTakePaymentsRequest}>
      <p className={styles.intro}>{t.intro}</p>
      <PaymentsPanel language={language} texts={t} />
    </AdminFrame>
  )
}
