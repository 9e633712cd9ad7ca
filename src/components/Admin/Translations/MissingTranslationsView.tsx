import type { AdminViewServerProps } from 'payload'

import { locales } from '@/i18n/locales'
import { missingTranslations, type GapDocument, type GapSection } from '@/lib/translations/report'

import { AdminFrame, requireStaff } from './AdminFrame'
import {
  ADMIN_TEXTS,
  adminLanguage,
  INTERFACE_TEXTS_PATH,
  MISSING_TRANSLATIONS_PATH,
} from './adminTexts'
import styles from './translations.module.css'

/** Fields listed per document before "and n more". */
const SHOWN_FIELDS = 5

const editHref = (admin: string, section: GapSection, document: GapDocument, locale: string) =>
  section.kind === 'global'
    ? `${admin}/globals/${section.slug}?locale=${locale}`
    : `${admin}/collections/${section.slug}/${encodeURIComponent(document.id)}?locale=${locale}`

/**
 * `/admin/missing-translations`: for every localised collection and global, the documents whose
 * texts are filled in one language and empty in the other, each linking to its edit page in the
 * language it lacks.
 */
export async function MissingTranslationsView(props: AdminViewServerProps) {
  const { req, permissions } = props.initPageResult
  requireStaff(req, MISSING_TRANSLATIONS_PATH)
  const t = ADMIN_TEXTS[adminLanguage(req.i18n.language)]
  const admin = req.payload.config.routes.admin
  const sections = await missingTranslations(req, permissions)
  const withGaps = sections.filter((section) => section.documents.length > 0)
  return (
    <AdminFrame props={props} path={MISSING_TRANSLATIONS_PATH} title={t.missingTitle}>
      <p className={styles.intro}>{t.missingIntro}</p>
      {withGaps.length === 0 ? <p role="status">{t.nothingMissing}</p> : null}
      {withGaps.map((section) => (
        <section
          key={`${section.kind}:${section.slug}`}
          className={styles.section}
          aria-labelledby={`gaps-${section.slug}`}
          data-collection={section.slug}
        >
          <h2 id={`gaps-${section.slug}`}>
            {section.label} <span className={styles.count}>({section.documents.length})</span>
          </h2>
          <p className={styles.meta}>
            {t.checked(section.checked)}
            {section.slug === 'language-texts' ? (
              <>
                {' · '}
                <a href={`${admin}${INTERFACE_TEXTS_PATH}?missing=1`}>{t.sideBySide}</a>
              </>
            ) : null}
          </p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.document}</th>
                {locales.map((locale) => (
                  <th scope="col" key={locale}>
                    {t.missingIn[locale]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.documents.map((document) => (
                <tr key={document.id}>
                  <th scope="row">{document.title}</th>
                  {locales.map((locale) => {
                    const paths = document.gaps[locale]
                    if (paths.length === 0) return <td key={locale}>–</td>
                    return (
                      <td key={locale}>
                        <a
                          href={editHref(admin, section, document, locale)}
                          aria-label={`${t.translate[locale]}: ${document.title}`}
                        >
                          {t.translate[locale]}
                        </a>{' '}
                        <span className={styles.meta}>({t.fields(paths.length)})</span>
                        <ul className={styles.fields}>
                          {paths.slice(0, SHOWN_FIELDS).map((path) => (
                            <li key={path}>
                              <code>{path}</code>
                            </li>
                          ))}
                          {paths.length > SHOWN_FIELDS ? (
                            <li>{t.more(paths.length - SHOWN_FIELDS)}</li>
                          ) : null}
                        </ul>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </AdminFrame>
  )
}
