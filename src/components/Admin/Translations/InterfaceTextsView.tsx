import type { AdminViewServerProps } from 'payload'

import { locales, type Locale } from '@/i18n/locales'
import type { TextRow } from '@/lib/translations/texts'

import { AdminFrame, requireStaff } from './AdminFrame'
import { ADMIN_TEXTS, adminLanguage, INTERFACE_TEXTS_PATH } from './adminTexts'
import { InterfaceTextsTable } from './InterfaceTextsTable.client'
import styles from './translations.module.css'

/**
 * `/admin/interface-texts`: every interface text with its Vietnamese and English side by side,
 * saved into the interface-text storage (`language-texts`) with the user's own access rights.
 * Shows the texts missing a translation first (`?missing=0` shows all).
 */
export async function InterfaceTextsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  requireStaff(req, INTERFACE_TEXTS_PATH)
  const language = adminLanguage(req.i18n.language)
  const t = ADMIN_TEXTS[language]
  const { docs } = await req.payload.find({
    collection: 'language-texts',
    locale: 'all',
    depth: 0,
    pagination: false,
    sort: 'name',
    overrideAccess: false,
    user: req.user,
    req,
  })
  const rows: TextRow[] = docs.map((doc) => {
    const stored = (doc.value ?? {}) as unknown as Partial<Record<Locale, string | null>>
    return {
      id: String(doc.id),
      name: doc.name ?? '',
      key: doc.key,
      values: Object.fromEntries(locales.map((locale) => [locale, stored[locale] ?? ''])) as Record<
        Locale,
        string
      >,
    }
  })
  const showAll = props.searchParams?.missing === '0'
  return (
    <AdminFrame props={props} path={INTERFACE_TEXTS_PATH} title={t.textsTitle}>
      <p className={styles.intro}>{t.textsIntro}</p>
      <InterfaceTextsTable
        rows={rows}
        apiRoute={req.payload.config.routes.api}
        initiallyOnlyMissing={!showAll}
        labels={{
          key: t.key,
          vi: t.vi,
          en: t.en,
          search: t.search,
          onlyMissing: t.onlyMissing,
          save: t.save,
          saving: t.saving,
          saved: t.saved,
          failed: t.failed,
          untranslated: t.untranslated,
          shown: t.shown,
        }}
      />
    </AdminFrame>
  )
}
