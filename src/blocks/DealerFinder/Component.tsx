import { getTranslations } from 'next-intl/server'

import {
  EmptyResults,
  FilterForm,
  LinkTabs,
  ListPagination,
  ResultNote,
  SelectFilters,
} from '@/components/ListFilters/ListFilters'
import type { DealerDto } from '@/contract/dealer'
import { BusinessArea, DEALER_KIND_NAMES, enumNames } from '@/domain/enums'
import { pageCount } from '@/domain/postList'
import { PROVINCE_KEYS, PROVINCES } from '@/domain/provinces'
import { cultureOf, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getDealers } from '@/lib/backend/dealers'
import { jsonLdText } from '@/lib/seo/jsonLd'
import type { DealerFinderBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import { dealersJsonLd } from './dealerJsonLd'
import {
  AREA_VIEW_KEYS,
  AREA_VIEWS,
  dealerFinderHref,
  dealerQuery,
  hasFilters,
  KIND_NAMES,
  parseDealerFinderState,
  type DealerFinderState,
} from './dealerFinderState'
import listStyles from '@/styles/listFilters.module.css'
import styles from './DealerFinder.module.css'
import type { NearMeLabels } from './NearMe.client'
import { NearMe } from './NearMe.lazy'

type Texts = Awaited<ReturnType<typeof getTranslations>>

const WHERE_TO_BUY_PATH = '/mua-o-dau'
const areaName = enumNames(BusinessArea)

/** Business areas as tabs of links (`?t=`), the other filters kept, page 1. */
function AreaTabs({ path, state, locale, t }: Props) {
  const tabs = [undefined, ...AREA_VIEW_KEYS]
  return (
    <LinkTabs
      label={t('areasNav')}
      items={tabs.map((area) => ({
        key: area ?? 'all',
        label: area ? t(`areas.${AREA_VIEWS[area]}`) : t('allAreas'),
        href: dealerFinderHref(path, { ...state, area, page: 1 }),
        current: area === state.area,
      }))}
      locale={locale}
      className={`${listStyles.chips} ${styles.areas}`}
    />
  )
}

type Props = { id: string; path: string; state: DealerFinderState; locale: Locale; t: Texts }

/** Province, kind and words as a plain GET form: it works without JavaScript. */
function Filters({ id, path, state, locale, t }: Props) {
  return (
    <FilterForm
      path={path}
      locale={locale}
      label={t('filters')}
      submit={t('submit')}
      clear={
        hasFilters(state)
          ? {
              href: dealerFinderHref(path, { area: state.area, q: '', page: 1 }),
              label: t('clear'),
            }
          : null
      }
      classes={styles}
    >
      {state.area ? <input type="hidden" name="t" value={state.area} /> : null}
      {state.position ? (
        <>
          <input type="hidden" name="lat" value={state.position.latitude} />
          <input type="hidden" name="lng" value={state.position.longitude} />
        </>
      ) : null}
      <SelectFilters
        id={id}
        fields={[
          {
            name: 'province',
            label: t('province'),
            value: state.province,
            all: t('allProvinces'),
            options: PROVINCE_KEYS.map((key) => [key, PROVINCES[key][locale]] as const),
          },
          {
            name: 'kind',
            label: t('kind'),
            value: state.kind,
            all: t('allKinds'),
            options: KIND_NAMES.map((kind) => [kind, DEALER_KIND_NAMES[kind][locale]] as const),
          },
        ]}
        className={listStyles.field}
      />
      <div className={`${listStyles.field} ${styles.keyword}`}>
        <label htmlFor={`${id}-q`}>{t('keyword')}</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={state.q}
          maxLength={100}
          aria-describedby={`${id}-q-hint`}
        />
        <p id={`${id}-q-hint`} className={styles.hint}>
          {t('keywordHint')}
        </p>
      </div>
    </FilterForm>
  )
}

function DealerCard({ dealer, locale, t }: { dealer: DealerDto; locale: Locale; t: Texts }) {
  const distance =
    dealer.distanceKm === null
      ? null
      : new Intl.NumberFormat(cultureOf[locale], { maximumFractionDigits: 1 }).format(
          dealer.distanceKm,
        )
  const areas = dealer.businessAreas.flatMap((area) => {
    const name = areaName.get(area)
    return name ? [t(`areas.${name}`)] : []
  })
  return (
    <article className={styles.card}>
      <p className={styles.kind} data-kind={dealer.kind}>
        {dealer.kindName}
      </p>
      <h3 className={styles.name}>{dealer.name}</h3>
      {distance === null ? null : (
        <p className={styles.distance}>{t('distance', { km: distance })}</p>
      )}
      <address className={styles.address}>{dealer.address}</address>
      <dl className={styles.facts}>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${dealer.phoneHref}`}>{dealer.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('hours')}</dt>
          <dd>
            {dealer.openingHoursText}
            {dealer.hoursNote ? <span className={styles.note}>{dealer.hoursNote}</span> : null}
          </dd>
        </div>
        {dealer.email ? (
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
            </dd>
          </div>
        ) : null}
        {dealer.website ? (
          <div>
            <dt>{t('website')}</dt>
            <dd>
              <a href={dealer.website} rel="noopener noreferrer" target="_blank">
                {dealer.website.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {areas.length > 0 ? (
          <div>
            <dt>{t('areasOf')}</dt>
            <dd>{areas.join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.cardActions}>
        <a className="button" href={dealer.directionsUrl} rel="noopener noreferrer" target="_blank">
          {t('directions')}
          <span className="sr-only"> {t('directionsTo', { name: dealer.name })}</span>
        </a>
        <a className={`button ${styles.call}`} href={`tel:${dealer.phoneHref}`}>
          {t('call')}
          <span className="sr-only"> {dealer.name}</span>
        </a>
      </p>
    </article>
  )
}

/**
 * Where to buy: dealers, showrooms and service centres from `Dealer/GetListBoxDto`, by business
 * area (`?t=`), province (current or former name), kind and words, nearest first once the
 * visitor shares a position, paged, with `LocalBusiness` structured data for the entries shown.
 * Its state lives in the URL, so the page renders per request only when it has a query.
 */
export async function DealerFinderBlock({ block, locale, path, search }: BlockProps<Block>) {
  const state = parseDealerFinderState(search ?? {})
  const pageSize = block.pageSize ?? 12
  const listPath = path ?? WHERE_TO_BUY_PATH
  const [result, t] = await Promise.all([
    getDealers(locale, dealerQuery(state, pageSize)),
    getTranslations({ locale, namespace: 'dealers' }),
  ])
  const total = pageCount(result.totalCount, pageSize)
  const id = `dealers-${block.id ?? 'list'}`
  const nearMe = Object.fromEntries(
    (['button', 'privacy', 'locating', 'denied', 'unavailable', 'timeout'] as const).map((key) => [
      key,
      t(`nearMe.${key}`),
    ]),
  ) as NearMeLabels
  return (
    <section className={`section ${styles.section}`} id={id} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={styles.heading}>
          {block.heading || t('heading')}
        </h2>
        {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
        <AreaTabs id={id} path={listPath} state={state} locale={locale} t={t} />
        {block.showFilters === false ? null : (
          <Filters id={id} path={listPath} state={state} locale={locale} t={t} />
        )}
        <NearMe labels={nearMe} />
        {state.position ? (
          <ResultNote
            text={t('sortedByDistance')}
            undo={{
              href: dealerFinderHref(listPath, { ...state, position: undefined, page: 1 }),
              label: t('clearDistance'),
            }}
            locale={locale}
            className={styles.sorted}
          />
        ) : null}
        {state.former && state.province ? (
          <p className={styles.merged} role="note">
            {t('formerProvince', {
              former: state.former[locale],
              now: PROVINCES[state.province][locale],
            })}
          </p>
        ) : null}
        {result.items.length > 0 ? (
          <>
            <p className={listStyles.count}>{t('count', { count: result.totalCount })}</p>
            <ul className={styles.grid}>
              {result.items.map((dealer) => (
                <li key={dealer.id}>
                  <DealerCard dealer={dealer} locale={locale} t={t} />
                </li>
              ))}
            </ul>
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: jsonLdText(dealersJsonLd(result.items)) }}
            />
          </>
        ) : (
          <EmptyResults pastEnd={result.totalCount > 0} filtered={hasFilters(state)} t={t}>
            {result.totalCount > 0 ? (
              <Link href={dealerFinderHref(listPath, { ...state, page: 1 })} locale={locale}>
                {t('firstPage')}
              </Link>
            ) : hasFilters(state) ? (
              <Link
                href={dealerFinderHref(listPath, { area: state.area, q: '', page: 1 })}
                locale={locale}
              >
                {t('clear')}
              </Link>
            ) : null}
          </EmptyResults>
        )}
        <ListPagination
          page={state.page}
          total={total}
          hrefOf={(page) => `${dealerFinderHref(listPath, { ...state, page })}`}
          locale={locale}
          t={t}
        />
      </div>
    </section>
  )
}
