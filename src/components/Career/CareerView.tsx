import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { Share } from '@/components/Share/Share.lazy'
import { shareLabels } from '@/components/Share/shareLabels'
import type { CareerDetailDto } from '@/contract/career'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/i18n/paths'
import { getCareers } from '@/lib/backend/careers'
import { getSettings } from '@/lib/backend/settings'
import { formatSalary } from '@/lib/format/salary'
import { localizeHtmlLinks } from '@/lib/html/localizeLinks'
import { jsonLdText } from '@/lib/seo/jsonLd'
import detail from '@/styles/entityDetail.module.css'

import { APPLY_ANCHOR, CareerApply } from './CareerApply'
import { CAREERS_PATH, CareerCard, careerCardLabels, CareerFacts, deadlineText } from './CareerCard'
import styles from './Career.module.css'
import { applyMailto, jobPostingJsonLd } from './jobPosting'

/**
 * A job opening (`/{slug}-c{id}`): breadcrumb, title, key facts with the apply buttons (to the
 * form, or by e-mail), the description, requirements and benefits, the application form, share
 * buttons and other open positions. An expired opening stays readable but says so, offers no
 * form, no apply button and no `JobPosting` data (search engines drop postings whose data is gone).
 */
export async function CareerView({ career, locale }: { career: CareerDetailDto; locale: Locale }) {
  const [t, apply, card, share, settings, open] = await Promise.all([
    getTranslations({ locale, namespace: 'careers' }),
    getTranslations({ locale, namespace: 'jobApplication' }),
    careerCardLabels(locale),
    shareLabels(locale),
    getSettings(locale, ['BrandName', 'RecruitmentEmail']),
    getCareers(locale, { rowsPerPage: 4 }),
  ])
  const others = open.items.filter((item) => item.id !== career.id).slice(0, 3)
  const email = career.applyEmail || settings.RecruitmentEmail || null
  const siteUrl = getEnv().SITE_URL
  const path = localizedPath(locale, career.detailUrl)
  const sections = [
    ['description', t('description'), career.description],
    ['requirements', t('requirements'), career.requirements],
    ['benefits', t('benefits'), career.benefits],
  ] as const
  const facts = [
    [t('department'), career.department],
    [t('location'), career.provinceName],
    [t('employmentType'), career.employmentTypeName],
    [t('level'), career.levelName],
    [t('openings'), t('openingsValue', { count: career.openings })],
    [t('salary'), formatSalary(career, locale, card.salaryWords)],
  ] as const
  const jsonLd = career.isExpired
    ? null
    : jobPostingJsonLd({
        career,
        url: new URL(path, siteUrl).toString(),
        siteUrl,
        brandName: settings.BrandName || 'Sora Electric',
        headings: { requirements: t('requirements'), benefits: t('benefits') },
      })
  return (
    <article className={`container ${detail.detail}`}>
      <Breadcrumb locale={locale} input={{ url: career.detailUrl, name: career.title }} />
      <header className={detail.header}>
        <p className={detail.eyebrow}>{career.department}</p>
        <h1>{career.title}</h1>
        {career.summary ? <p className={detail.lead}>{career.summary}</p> : null}
      </header>
      {career.isExpired ? (
        <div className={detail.notice} role="note">
          <p className={detail.noticeTitle}>{t('expired')}</p>
          <p>
            {t('expiredText', { date: deadlineText(career.deadline) })}{' '}
            <Link href={CAREERS_PATH} locale={locale}>
              {t('allOpenings')}
            </Link>
          </p>
        </div>
      ) : null}
      <div className={detail.layout}>
        <section className={detail.aside} aria-labelledby="career-facts">
          <h2 id="career-facts" className={detail.asideTitle}>
            {t('facts')}
          </h2>
          <CareerFacts
            facts={facts}
            deadline={{ term: t('deadline'), day: career.deadline }}
            className={detail.facts}
          />
          {career.isExpired ? null : (
            <a className={`button ${detail.cta}`} href={`#${APPLY_ANCHOR}`}>
              {apply('applyNow')}
            </a>
          )}
          {!career.isExpired && email ? (
            <>
              <a
                className={`button button--ghost ${detail.cta} ${styles.byEmail}`}
                href={applyMailto(email, t('applySubject', { title: career.title }))}
              >
                {t('apply')}
              </a>
              <p className={styles.hint}>{t('applyHint', { email })}</p>
            </>
          ) : null}
          <Share url={path} title={career.title} labels={share} />
        </section>
        <div className={detail.main}>
          {sections.map(([key, heading, html]) =>
            html ? (
              <section key={key} className={detail.section} aria-labelledby={`career-${key}`}>
                <h2 id={`career-${key}`}>{heading}</h2>
                {/* The backend builds this HTML from the editor's rich text: text escaped, URLs sanitised. */}
                <div
                  className="prose"
                  dangerouslySetInnerHTML={{ __html: localizeHtmlLinks(html, locale) }}
                />
              </section>
            ) : null,
          )}
          {career.isExpired ? null : <CareerApply career={career} locale={locale} />}
        </div>
      </div>
      {others.length > 0 ? (
        <section className={detail.others} aria-labelledby="career-others">
          <h2 id="career-others">{t('others')}</h2>
          <ul className={styles.list}>
            {others.map((item) => (
              <li key={item.id}>
                <CareerCard career={item} locale={locale} labels={card} />
              </li>
            ))}
          </ul>
          <p>
            <Link href={CAREERS_PATH} locale={locale} className={detail.more}>
              {t('allOpenings')}
            </Link>
          </p>
        </section>
      ) : null}
      {jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }}
        />
      ) : null}
    </article>
  )
}
