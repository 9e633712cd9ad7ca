import { getTranslations } from 'next-intl/server'

import type { CareerListItemDto } from '@/contract/career'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format/date'
import { formatSalary, type SalaryWords } from '@/lib/format/salary'

import styles from './Career.module.css'

/** Where the open positions are listed (the breadcrumb's careers crumb too). */
export const CAREERS_PATH = '/tuyen-dung'

export type CareerCardLabels = {
  location: string
  level: string
  employmentType: string
  salary: string
  deadline: string
  salaryWords: SalaryWords
}

/** The texts of a job card in `locale`; the salary words also serve the detail page. */
export async function careerCardLabels(locale: Locale): Promise<CareerCardLabels> {
  const t = await getTranslations({ locale, namespace: 'careers' })
  return {
    location: t('location'),
    level: t('level'),
    employmentType: t('employmentType'),
    salary: t('salary'),
    deadline: t('deadline'),
    salaryWords: {
      negotiable: t('negotiable'),
      from: (amount) => t('salaryFrom', { amount }),
      upTo: (amount) => t('salaryUpTo', { amount }),
    },
  }
}

/** A deadline day (`YYYY-MM-DD`) as `DD/MM/YYYY` (spec §9). */
export const deadlineText = (deadline: string): string => formatDate(`${deadline}T12:00:00+07:00`)

/** Key facts as terms and values, the application deadline last. */
export function CareerFacts({
  facts,
  deadline,
  className,
}: {
  facts: readonly (readonly [term: string, value: string])[]
  deadline: { term: string; day: string }
  className?: string
}) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{deadline.term}</dt>
        <dd>
          <time dateTime={deadline.day}>{deadlineText(deadline.day)}</time>
        </dd>
      </div>
    </dl>
  )
}

/** An open position as a row: title (the link), department, then its key facts. */
export function CareerCard({
  career,
  locale,
  labels,
  headingLevel = 'h3',
}: {
  career: CareerListItemDto
  locale: Locale
  labels: CareerCardLabels
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const facts = [
    [labels.location, career.provinceName],
    [labels.level, career.levelName],
    [labels.employmentType, career.employmentTypeName],
    [labels.salary, formatSalary(career, locale, labels.salaryWords)],
  ] as const
  return (
    <article className={styles.card}>
      <div className={styles.cardMain}>
        <Heading className={styles.cardTitle}>
          <Link href={career.detailUrl} locale={locale} className={styles.cardLink}>
            {career.title}
          </Link>
        </Heading>
        <p className={styles.department}>{career.department}</p>
      </div>
      <CareerFacts
        facts={facts}
        deadline={{ term: labels.deadline, day: career.deadline }}
        className={styles.cardFacts}
      />
    </article>
  )
}
