import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/blocks/PostList/Pagination'
import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import type { Paged } from '@/contract/envelope'
import type { PostCategoryDto, PostListItemDto } from '@/contract/post'
import { CategoryType } from '@/domain/enums'
import { listHref } from '@/domain/postList'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { postBreadcrumb } from '@/lib/posts/links'

import styles from './Post.module.css'
import { PostGrid } from './PostCard'

/**
 * A post category (`…-pc{id}`): its name and description, its sub-categories, one page of its
 * posts (events with their dates and places) and links to the other pages.
 */
export async function PostCategoryView({
  category,
  posts,
  subCategories,
  page,
  pageCount,
  locale,
}: {
  category: PostCategoryDto
  posts: Paged<PostListItemDto>
  subCategories: PostCategoryDto[]
  page: number
  pageCount: number
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'post' })
  const isEvents = category.categoryType === CategoryType.Event
  return (
    <div className="container">
      <Breadcrumb locale={locale} input={postBreadcrumb(category, category.name)} />
      <header className={styles.header}>
        <h1>{category.name}</h1>
        {category.description ? <p className={styles.intro}>{category.description}</p> : null}
        <p className={styles.meta}>{t('count', { count: posts.totalCount })}</p>
      </header>
      {subCategories.length > 0 ? (
        <nav className={styles.section} aria-labelledby="category-children">
          <h2 id="category-children">{t('subCategories')}</h2>
          <ul className={styles.subCategories}>
            {subCategories.map((child) => (
              <li key={child.id}>
                <Link href={child.detailUrl} locale={locale}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className={styles.section} aria-labelledby="category-posts">
        <h2 id="category-posts">{isEvents ? t('events') : t('posts')}</h2>
        {posts.items.length > 0 ? (
          <PostGrid posts={posts.items} locale={locale} />
        ) : (
          <p>{t('empty')}</p>
        )}
        <Pagination
          current={page}
          total={pageCount}
          hrefOf={(target) => listHref(category.detailUrl, { page: target })}
          locale={locale}
          labels={{
            nav: t('pages'),
            previous: t('previousPage'),
            next: t('nextPage'),
            page: (target) => t('page', { page: target }),
          }}
        />
      </section>
    </div>
  )
}
