import { getTranslations } from 'next-intl/server'

import {
  EmptyResults,
  FilterForm,
  ListPagination,
  SelectFilters,
} from '@/components/ListFilters/ListFilters'
import { CourseCard } from '@/components/TrainingCourse/CourseCard'
import { courseCardLabels } from '@/components/TrainingCourse/courseLabels'
import cardStyles from '@/components/TrainingCourse/TrainingCourse.module.css'
import { REGISTRATION_HREF, TRAINING_CENTER_PATH } from '@/components/TrainingCourse/paths'
import { COURSE_LEVEL_NAMES, COURSE_TOPIC_NAMES } from '@/domain/enums'
import { pageCount } from '@/domain/postList'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getCurrencies } from '@/lib/backend/currencies'
import { getTrainingCourses } from '@/lib/backend/trainingCourses'
import type { CourseListBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import {
  courseListHref,
  courseListQuery,
  hasFilters,
  LEVEL_NAMES,
  parseCourseListState,
  TOPIC_NAMES,
  type CourseListState,
} from './courseListState'
import listStyles from '@/styles/listFilters.module.css'
import styles from './CourseList.module.css'

type Texts = Awaited<ReturnType<typeof getTranslations>>

/** Topic and level as a plain GET form: it works without JavaScript and keeps its state in the URL. */
function Filters({
  id,
  path,
  state,
  locale,
  t,
}: {
  id: string
  path: string
  state: CourseListState
  locale: Locale
  t: Texts
}) {
  const fields = [
    {
      name: 'topic',
      label: t('topic'),
      value: state.topic,
      options: TOPIC_NAMES.map((name) => [name, COURSE_TOPIC_NAMES[locale][name]] as const),
    },
    {
      name: 'level',
      label: t('level'),
      value: state.level,
      options: LEVEL_NAMES.map((name) => [name, COURSE_LEVEL_NAMES[locale][name]] as const),
    },
  ]
  return (
    <FilterForm
      path={path}
      locale={locale}
      label={t('filters')}
      submit={t('submit')}
      clear={hasFilters(state) ? { href: path, label: t('clear') } : null}
      classes={styles}
    >
      <SelectFilters id={id} fields={fields} all={t('all')} className={listStyles.field} />
    </FilterForm>
  )
}

/**
 * Training courses from `TrainingCourse/GetListBoxDto`, upcoming first, as cards. With filters,
 * visitors narrow them by topic and level and page through them; that state lives in the URL, so
 * the page renders per request only when it has a query. Without, it shows the first `limit`
 * courses and links to the training centre.
 */
export async function CourseListBlock({ block, locale, path, search }: BlockProps<Block>) {
  const withFilters = Boolean(block.filters)
  const state = withFilters ? parseCourseListState(search ?? {}) : { page: 1 }
  const pageSize = block.limit ?? 9
  const listPath = path ?? TRAINING_CENTER_PATH
  const [result, t, labels, currencies] = await Promise.all([
    getTrainingCourses(locale, courseListQuery(state, pageSize, block.timeFrame ?? 'all')),
    getTranslations({ locale, namespace: 'training' }),
    courseCardLabels(locale),
    getCurrencies(locale),
  ])
  const total = pageCount(result.totalCount, pageSize)
  const id = `courses-${block.id ?? 'list'}`
  const filtered = hasFilters(state)
  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={styles.heading}>
          {block.heading || t('listHeading')}
        </h2>
        {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
        {withFilters ? (
          <Filters id={id} path={listPath} state={state} locale={locale} t={t} />
        ) : null}
        {result.items.length > 0 ? (
          <>
            {withFilters ? (
              <p className={listStyles.count}>{t('count', { count: result.totalCount })}</p>
            ) : null}
            <ul className={cardStyles.list}>
              {result.items.map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    locale={locale}
                    labels={labels}
                    currencies={currencies}
                  />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyResults pastEnd={result.totalCount > 0} filtered={filtered} t={t}>
            <p>
              {result.totalCount > 0 ? (
                <Link href={courseListHref(listPath, { ...state, page: 1 })} locale={locale}>
                  {t('firstPage')}
                </Link>
              ) : filtered ? (
                <Link href={listPath} locale={locale}>
                  {t('clear')}
                </Link>
              ) : (
                <Link href={REGISTRATION_HREF} locale={locale}>
                  {t('contact')}
                </Link>
              )}
            </p>
          </EmptyResults>
        )}
        {withFilters ? (
          <ListPagination
            page={state.page}
            total={total}
            hrefOf={(page) => courseListHref(listPath, { ...state, page })}
            locale={locale}
            t={t}
          />
        ) : listPath === TRAINING_CENTER_PATH ? null : (
          <p className={styles.more}>
            <Link href={TRAINING_CENTER_PATH} locale={locale}>
              {t('seeAll')}
            </Link>
          </p>
        )}
      </div>
    </section>
  )
}
