import { getTranslations } from 'next-intl/server'
import type { ComponentType } from 'react'

import { SmartLink } from '@/components/SmartLink/SmartLink'
import type { PostCategoryDto } from '@/contract/post'
import type { CategoryTypeName } from '@/domain/enums'
import {
  CATEGORY_PARAM,
  listHref,
  PAGE_PARAM,
  pageCount,
  parseCategory,
  parsePage,
  viewOf,
  type PostListDisplay,
} from '@/domain/postList'
import type { Locale } from '@/i18n/locales'
import { getPostCategories, getPosts, type PostListQuery } from '@/lib/backend/posts'
import type { PostListBlock as Block } from '@/payload-types'

import type { BlockProps } from '../types'
import { CategoryFilter } from './CategoryFilter'
import { Pagination } from './Pagination'
import { CompactItem, EventItem, PostCard, VideoCard, type ItemProps } from './PostItems'
import styles from './PostList.module.css'

const ITEMS: Record<PostListDisplay, ComponentType<ItemProps>> = {
  cards: PostCard,
  events: EventItem,
  videos: VideoCard,
  compact: CompactItem,
}

const LIST_CLASS: Record<PostListDisplay, string | undefined> = {
  cards: styles.grid,
  events: styles.events,
  videos: styles.grid,
  compact: styles.compact,
}

/** Events by time frame: the backend lists upcoming ones soonest first, past ones latest first. */
const eventQuery = (block: Block): Partial<PostListQuery> =>
  block.categoryType === 'Event' ? { timeFrame: block.timeFrame ?? 'upcoming' } : {}

/** The categories offered as a filter: the type's sub-categories that hold posts. */
async function filterCategories(locale: Locale, categoryType: CategoryTypeName) {
  const { items } = await getPostCategories(locale, { categoryType, rowsPerPage: 100 })
  const children = items.filter((category) => category.parentId !== null)
  return (children.length > 0 ? children : items).filter((category) => category.postCount > 0)
}

/**
 * Published posts of one category type as cards, an event agenda, videos or titles. A paged list
 * links to its pages (`?page=2`), a filtered one to its categories (`?c=12`); both states live in
 * the URL, so the page renders them per request while its plain path stays cached.
 */
export async function PostListBlock({
  block,
  locale,
  isFirst,
  path = '/',
  search,
}: BlockProps<Block>) {
  const [t, eventTexts, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'posts' }),
    getTranslations({ locale, namespace: 'post.event' }),
    block.categoryFilter
      ? filterCategories(locale, block.categoryType)
      : Promise.resolve<PostCategoryDto[]>([]),
  ])
  const requested = parseCategory(search?.[CATEGORY_PARAM])
  const category = categories.find((item) => item.id === requested)?.id ?? null
  const page = block.paging ? parsePage(search?.[PAGE_PARAM]) : 1
  const pageSize = block.pageSize ?? 6
  const posts = await getPosts(locale, {
    categoryType: block.categoryType,
    businessArea: block.businessArea ?? undefined,
    categoryId: category ?? undefined,
    ...eventQuery(block),
    page,
    rowsPerPage: pageSize,
  })

  const display = block.display ?? 'cards'
  const Item = ITEMS[display]
  const view = viewOf(search)
  const anchor = `posts-${block.id ?? display}`
  const headingId = block.heading ? `${anchor}-heading` : undefined
  const emptyText =
    block.categoryType === 'Event' && (block.timeFrame ?? 'upcoming') === 'upcoming'
      ? t('emptyUpcoming')
      : t('empty')
  const labels: ItemProps['labels'] = {
    when: t('when'),
    where: t('where'),
    online: t('online'),
    badge: {
      open: t('badge.open'),
      soon: t('badge.soon'),
      closed: t('badge.closed'),
      ended: t('badge.ended'),
    },
    play: (title) => t('play', { title }),
    favourite: (title) => eventTexts('favouriteCard', { title }),
  }

  return (
    <section id={anchor} className={`section ${styles.section}`} aria-labelledby={headingId}>
      <div className="container">
        {block.heading || block.intro ? (
          <header className={styles.header}>
            {block.heading ? (
              <h2 id={headingId} className={styles.heading}>
                {block.heading}
              </h2>
            ) : null}
            {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
          </header>
        ) : null}
        <CategoryFilter
          categories={categories}
          current={category}
          hrefOf={(id) => `${listHref(path, { view, category: id })}#${anchor}`}
          locale={locale}
          labels={{ nav: t('categories'), all: t('allCategories') }}
        />
        {posts.items.length === 0 ? (
          <p className={styles.empty}>{emptyText}</p>
        ) : (
          <ul className={LIST_CLASS[display]}>
            {posts.items.map((post, index) => (
              <li key={post.id}>
                <Item
                  post={post}
                  locale={locale}
                  heading={block.heading ? 'h3' : 'h2'}
                  eager={isFirst && index === 0}
                  labels={labels}
                />
              </li>
            ))}
          </ul>
        )}
        {block.paging ? (
          <Pagination
            current={page}
            total={pageCount(posts.totalCount, pageSize)}
            hrefOf={(number) => `${listHref(path, { view, category, page: number })}#${anchor}`}
            locale={locale}
            labels={{
              nav: t('paging'),
              previous: t('previous'),
              next: t('next'),
              page: (number) => t('pageN', { page: number }),
            }}
          />
        ) : null}
        {block.seeAll?.href && block.seeAll.label ? (
          <p className={styles.more}>
            <SmartLink href={block.seeAll.href} locale={locale} className="button button--ghost">
              {block.seeAll.label}
            </SmartLink>
          </p>
        ) : null}
      </div>
    </section>
  )
}
