import { getTranslations } from 'next-intl/server'

import {
  EmptyResults,
  FilterForm,
  LinkTabs,
  ListPagination,
  SelectFilters,
} from '@/components/ListFilters/ListFilters'
import { PROJECTS_PATH, ProjectGrid, projectCardLabels } from '@/components/Project/ProjectCard'
import { pageCount } from '@/domain/postList'
import {
  isNarrowed,
  projectListHref,
  projectListQuery,
  parseProjectListState,
  PROJECT_LIST_VIEWS,
  AREA_PARAM,
  VIEW_PARAM,
  TYPE_PARAM,
  PROVINCE_PARAM,
  type ProjectListState,
} from '@/domain/projectList'
import { PROJECT_AREAS, PROJECT_TYPE_LABEL, PROJECT_TYPES, AREA_QUERY } from '@/domain/projects'
import { PROVINCE_KEYS, PROVINCES } from '@/domain/provinces'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { getProjects } from '@/lib/backend/projects'
import type { ProjectListBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import listStyles from '@/styles/listFilters.module.css'
import styles from './ProjectList.module.css'

type Texts = Awaited<ReturnType<typeof getTranslations>>

/** Type and province as a plain GET form: it works without JavaScript; area and view ride along. */
function Filters({
  id,
  path,
  state,
  locale,
  t,
}: {
  id: string
  path: string
  state: ProjectListState
  locale: Locale
  t: Texts
}) {
  const fields = [
    {
      name: TYPE_PARAM,
      label: t('type'),
      value: state.type,
      options: PROJECT_TYPES.map((type) => [type, PROJECT_TYPE_LABEL[locale][type]] as const),
    },
    {
      name: PROVINCE_PARAM,
      label: t('province'),
      value: state.province,
      options: PROVINCE_KEYS.map((key) => [key, PROVINCES[key][locale]] as const),
    },
  ]
  return (
    <FilterForm
      path={path}
      locale={locale}
      label={t('filters')}
      submit={t('submit')}
      clear={
        isNarrowed(state)
          ? {
              href: projectListHref(path, { area: state.area, view: state.view, page: 1 }),
              label: t('clear'),
            }
          : null
      }
      classes={styles}
    >
      {state.area ? <input type="hidden" name={AREA_PARAM} value={AREA_QUERY[state.area]} /> : null}
      {state.view ? <input type="hidden" name={VIEW_PARAM} value={state.view} /> : null}
      <SelectFilters id={id} fields={fields} all={t('all')} className={listStyles.field} />
    </FilterForm>
  )
}

/**
 * Reference projects from `Project/GetListBoxDto`. With filters it is the project gallery: tabs
 * for the business areas (`?t=`) and for galleries or case studies (`?c=`), a type and province
 * form, paging; its state lives in the URL, so the page renders per request only with a query.
 * Without, it shows the newest `limit` projects the editor's choices select, with a link to all.
 */
export async function ProjectListBlock({ block, locale, path, search }: BlockProps<Block>) {
  const filtered = Boolean(block.filters)
  const state = filtered ? parseProjectListState(search ?? {}) : { page: 1 }
  const query = projectListQuery(block, state)
  const listPath = path ?? PROJECTS_PATH
  const [result, t, labels] = await Promise.all([
    getProjects(locale, {
      businessArea: query.businessArea,
      view: query.view,
      projectCategory: query.projectCategory,
      projectType: query.projectType,
      province: query.province,
      page: query.page,
      rowsPerPage: query.rowsPerPage,
      ...(filtered ? {} : { sortBy: 'publishedAt' as const }),
    }),
    getTranslations({ locale, namespace: 'projects' }),
    projectCardLabels(locale),
  ])
  const id = `projects-${block.id ?? 'list'}`
  const total = pageCount(result.totalCount, query.rowsPerPage)
  const asGallery = query.view === 'gallery'
  const view = block.view ?? 'all'
  const areaItems =
    filtered && !block.businessArea
      ? [undefined, ...PROJECT_AREAS].map((area) => ({
          key: area ?? 'all',
          label: t(`areas.${area ?? 'all'}`),
          href: projectListHref(listPath, { area, view: state.view, page: 1 }),
          current: state.area === area,
        }))
      : []
  const viewItems =
    filtered && view === 'all'
      ? PROJECT_LIST_VIEWS.map((item) => {
          const chosen = item === 'all' ? undefined : item
          return {
            key: item,
            label: t(`views.${item}`),
            href: projectListHref(listPath, { area: state.area, view: chosen, page: 1 }),
            current: state.view === chosen,
          }
        })
      : []
  const seeAll =
    !filtered && listPath !== PROJECTS_PATH
      ? projectListHref(PROJECTS_PATH, {
          area: block.businessArea ?? undefined,
          view: view === 'all' ? undefined : view,
          page: 1,
        })
      : null
  return (
    <section className={`section ${styles.section}`} id={id} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={styles.heading}>
          {block.heading || t('heading')}
        </h2>
        {areaItems.length > 0 ? (
          <LinkTabs
            label={t('areaNav')}
            items={areaItems}
            locale={locale}
            className={`${listStyles.chips} ${styles.chips}`}
            scroll={false}
          />
        ) : null}
        {viewItems.length > 0 ? (
          <LinkTabs
            label={t('viewNav')}
            items={viewItems}
            locale={locale}
            className={`${listStyles.chips} ${styles.chips}`}
            scroll={false}
          />
        ) : null}
        {filtered ? <Filters id={id} path={listPath} state={state} locale={locale} t={t} /> : null}
        {result.items.length > 0 ? (
          <>
            {filtered ? (
              <p className={listStyles.count}>{t('count', { count: result.totalCount })}</p>
            ) : null}
            <ProjectGrid
              projects={result.items}
              locale={locale}
              labels={labels}
              asGallery={asGallery}
            />
          </>
        ) : (
          <EmptyResults
            pastEnd={result.totalCount > 0}
            filtered={isNarrowed(state)}
            t={t}
            hint={false}
            className={styles.empty}
          >
            {result.totalCount > 0 ? (
              <Link href={projectListHref(listPath, { ...state, page: 1 })} locale={locale}>
                {t('firstPage')}
              </Link>
            ) : isNarrowed(state) ? (
              <Link
                href={projectListHref(listPath, { area: state.area, view: state.view, page: 1 })}
                locale={locale}
              >
                {t('clear')}
              </Link>
            ) : null}
          </EmptyResults>
        )}
        {filtered ? (
          <ListPagination
            page={state.page}
            total={total}
            hrefOf={(page) => projectListHref(listPath, { ...state, page })}
            locale={locale}
            t={t}
          />
        ) : null}
        {seeAll && result.items.length > 0 ? (
          <p className={styles.more}>
            <Link href={seeAll} locale={locale} className="button">
              {t('seeAll')}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  )
}
