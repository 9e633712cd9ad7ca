import type { AdminViewServerProps } from 'payload'

import { canCheckInRequest } from '../../../../collections/access/roles'
import { AdminFrame } from '../Translations/AdminFrame'
import { adminLanguage } from '../Translations/adminTexts'
import styles from '../Translations/translations.module.css'
import { CheckInPanel } from './CheckInPanel.client'
import { CHECK_IN_PATH, CHECK_IN_TEXTS } from './checkInTexts'

/**
 * `/admin/check-in`: the door of an event. Event staff (who can do nothing else), admins and
 * editors pick an event, then scan or type tickets; the backend (`Ticket/CheckIn`) decides.
 */
export function CheckInView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const language = adminLanguage(req.i18n.language)
  const t = CHECK_IN_TEXTS[language]
  return (
    <AdminFrame props={props} path={CHECK_IN_PATH} title={t.title} allowed={canCheckInRequest}>
      <p className={styles.intro}>{t.intro}</p>
      <CheckInPanel language={language} texts={t} />
    </AdminFrame>
  )
}
