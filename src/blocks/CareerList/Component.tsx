import { getTranslations } from 'next-intl/server'

import { CAREERS_PATH, CareerCard, careerCardLabels } from '@/components/Career/CareerCard'
import { EmptyResults, FilterForm, SelectFilters } from '@/components/ListFilters/ListFilters'
import cardStyles from '@/components/Career/Career.module.css'
import { pageCount, pageItems } from '@/domain/postList'
import { PROVINCE_KEYS, PROVINCES } from '@/domain/provinces'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getCareers } from '@/lib/backend/careers'
import { getSetting } from '@/lib/backend/settings'
import type { CareerListBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import {
  AREA_NAMES,
  careerListHref,
  careerListQuery,
  hasFilters,
  LEVEL_NAMES,
  parseCareerListState,
  type CareerListState,
} from './careerListState'
import listStyles from '@/styles/listFilters.module.css'
import styles from './CareerList.module.css'

type Texts = Awaited<ReturnType<typeof getTranslations>>

/** The filters as a plain GET form: it works without JavaScript and keeps its state in the URL. */
function Filters({
  id,
  path,
  state,
  locale,
  t,
}: {
  id: string
  path: string
  state: CareerListState
  locale: Locale
  t: Texts
}) {
  const fields = [
    {
      name: 'province',
      label: t('location'),
      value: state.province,
      options: PROVINCE_KEYS.map((key) => [key, PROVINCES[key][locale]] as const),
    },
    {
      name: 'area',
      label: t('area'),
      value: state.area,
      options: AREA_NAMES.map((name) => [name, t(`areas.${name}`)] as const),
    },
    {
      name: 'level',
      label: t('level'),
      value: state.level,
      options: LEVEL_NAMES.map((name) => [name, t(`levels.${name}`)] as const),
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

/** Numbered page links (`?page=`), with the filters kept. */
function Paging({
  path,
  state,
  total,
  locale,
  t,
}: {
  path: string
  state: CareerListState
  total: number
  locale: Locale
  t: Texts
}) {
  const href = (page: number) => careerListHref(path, { ...state, page })
  const current = state.page
  return (
    <nav className={styles.paging} aria-label={t('pages')}>
      <ul>
        {current > 1 ? (
          <li>
            <Link href={href(Math.min(current - 1, total))} locale={locale} rel="prev">
              {t('previousPage')}
            </Link>
          </li>
        ) : null}
        {pageItems(Math.min(current, total), total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                locale={locale}
                aria-label={t('page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link href={href(current + 1)} locale={locale} rel="next">
              {t('nextPage')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/**
 * Open positions from `Career/GetListBoxDto`, filtered by location, business area and level,
 * paged. Its state lives in the URL, so the page renders per request only when it has a query.
 */
export async function CareerListBlock({ block, locale, path, search }: BlockProps<Block>) {
  const state = parseCareerListState(search ?? {})
  const pageSize = block.pageSize ?? 10
  const listPath = path ?? CAREERS_PATH
  const [result, t, card, email] = await Promise.all([
    getCareers(locale, careerListQuery(state, pageSize)),
    getTranslations({ locale, namespace: 'careers' }),
    careerCardLabels(locale),
    getSetting(locale, 'RecruitmentEmail'),
  ])
  const total = pageCount(result.totalCount, pageSize)
  const id = `careers-${block.id ?? 'list'}`
  const filtered = hasFilters(state)
  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={styles.heading}>
          {block.heading || t('openPositions')}
        </h2>
        {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
        {block.showFilters === false ? null : (
          <Filters id={id} path={listPath} state={state} locale={locale} t={t} />
        )}
        {result.items.length > 0 ? (
          <>
            <p className={listStyles.count}>{t('count', { count: result.totalCount })}</p>
            <ul className={cardStyles.list}>
              {result.items.map((career) => (
                <li key={career.id}>
                  <CareerCard career={career} locale={locale} labels={card} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyResults pastEnd={result.totalCount > 0} filtered={filtered} t={t}>
            <p className={styles.emptyActions}>
              {result.totalCount > 0 ? (
                <Link href={careerListHref(listPath, { ...state, page: 1 })} locale={locale}>
                  {t('firstPage')}
                </Link>
              ) : filtered ? (
                <Link href={listPath} locale={locale}>
                  {t('clear')}
                </Link>
              ) : null}
              {email ? <a href={`mailto:${encodeURI(email)}`}>{t('sendCv')}</a> : null}
            </p>
          </EmptyResults>
        )}
        {total > 1 ? (
          <Paging path={listPath} state={state} total={total} locale={locale} t={t} />
        ) : null}
      </div>
    </section>
  )
}
