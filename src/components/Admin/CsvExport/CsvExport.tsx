import type { BeforeListTableServerProps } from 'payload'

import { csvLanguage } from '@/lib/csv/columns'
import { CSV_EXPORT_PATH } from '@/lib/csv/endpoint'

import { hasRole } from '../../../../collections/access/roles'
import { CsvExportLink } from './CsvExportLink.client'
import styles from './csvExport.module.css'

const TEXTS = {
  vi: {
    button: 'Xuất CSV',
    hint: (count: number | undefined) =>
      count === undefined
        ? 'Tải danh sách đang lọc về máy (mở được bằng Excel).'
        : `Tải ${count.toLocaleString('vi-VN')} mục của danh sách đang lọc về máy (mở được bằng Excel).`,
  },
  en: {
    button: 'Export CSV',
    hint: (count: number | undefined) =>
      count === undefined
        ? 'Download the filtered list (opens in Excel).'
        : `Download the ${count.toLocaleString('en-GB')} ${count === 1 ? 'entry' : 'entries'} of the filtered list (opens in Excel).`,
  },
}

/**
 * Above a collection's list in the admin: exports the rows the list's filter, search and sort
 * select (all pages) as CSV, for the staff who may (editors and admins).
 */
export function CsvExport({
  collectionSlug,
  data,
  i18n,
  payload,
  user,
}: BeforeListTableServerProps) {
  if (!hasRole({ user: user ?? null }, 'admin', 'editor')) return null
  const language = csvLanguage(i18n.language)
  const texts = TEXTS[language]
  const total = typeof data?.totalDocs === 'number' ? data.totalDocs : undefined
  return (
    <div className={styles.bar}>
      <CsvExportLink
        href={`${payload.config.routes.api}/${collectionSlug}${CSV_EXPORT_PATH}`}
        language={language}
        label={texts.button}
        className={styles.button}
      />
      <span className={styles.hint}>{texts.hint(total)}</span>
    </div>
  )
}
