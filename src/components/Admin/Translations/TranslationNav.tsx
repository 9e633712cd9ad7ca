import type { ServerProps } from 'payload'

import { isStaffRequest } from '../../../../collections/access/roles'

import {
  ADMIN_TEXTS,
  adminLanguage,
  INTERFACE_TEXTS_PATH,
  MISSING_TRANSLATIONS_PATH,
} from './adminTexts'
import styles from './translations.module.css'

/** The translators' views in the admin's side navigation (only staff reach the admin). */
export function TranslationNav({ i18n, payload, user }: ServerProps) {
  // Event staff, who only check tickets in, have no translation work.
  if (!user || !isStaffRequest({ user })) return null
  const t = ADMIN_TEXTS[adminLanguage(i18n.language)]
  const admin = payload.config.routes.admin
  return (
    <nav className={styles.navGroup} aria-label={t.navTitle}>
      <p>{t.navTitle}</p>
      <a href={`${admin}${MISSING_TRANSLATIONS_PATH}`}>{t.missingTitle}</a>
      <a href={`${admin}${INTERFACE_TEXTS_PATH}`}>{t.textsTitle}</a>
    </nav>
  )
}
