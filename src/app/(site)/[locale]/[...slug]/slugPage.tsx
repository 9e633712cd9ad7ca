import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { setRequestLocale } from 'next-intl/server'

import { pageReadsSearch } from '@/blocks/RenderBlocks'
import { CareerView } from '@/components/Career/CareerView'
import { CmsPage, cmsPageMetadata, cmsPagePaths } from '@/components/CmsPage/CmsPage'
import {
  ContentLanguage,
  contentCultureOf,
  PageLanguage,
} from '@/components/FallbackNotice/FallbackNotice'
import { PositionBanners } from '@/components/PositionBanners/PositionBanners'
import { loadCategoryListing } from '@/components/Post/categoryListing'
import { PostCategoryView } from '@/components/Post/PostCategoryView'
import { postCategoryMetadata, postMetadata } from '@/components/Post/postMetadata'
import { PostView } from '@/components/Post/PostView'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { ProductView } from '@/components/Product/ProductView'
import { ProductBenefitView } from '@/components/ProductBenefit/ProductBenefitView'
import { TopicView } from '@/components/TopicView/TopicView'
import { parseEntityPath } from '@/contract/topic'
import { listHref, parsePage } from '@/domain/postList'
import { SLUG_PATTERN } from '@/domain/slug'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { permanentRedirect, redirect } from '@/i18n/navigation'
import { requireLocale } from '@/i18n/requireLocale'
import { getCurrencies } from '@/lib/backend/currencies'
import { sizedImage } from '@/contract/images'
import { getCareer } from '@/lib/backend/careers'
import { orNotFound } from '@/lib/backend/errors'
import { getProductBenefit, getProductBenefits } from '@/lib/backend/productBenefits'
import { getPostCategory } from '@/lib/backend/posts'
import { getProduct, getProductsByIds, getRelatedProducts } from '@/lib/backend/products'
import { getSetting } from '@/lib/backend/settings'
import { getTopic, getTopicSlug } from '@/lib/backend/topics'
import { getPage } from '@/lib/cms/pages'
import { isDraftMode, readPostForView } from '@/lib/preview/draft'
import { languageHrefs, pageMetadata, type LocalePaths } from '@/lib/seo/metadata'

import { entityKinds } from './entityKinds'

export type SlugProps = {
  params: Promise<{ locale: Locale; slug: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type Search = Record<string, string | string[] | undefined>

/** The slug a path asks for, or null when it cannot be one (no lookup is made for junk). */
const slugOf = (segments: string[]): string | null => {
  const path = segments.join('/')
  return SLUG_PATTERN.test(path) ? path : null
}

/** An entity's path in every language, from its detail read in each. */
async function pathsFrom(read: (locale: Locale) => Promise<{ detailUrl: string }>) {
  const found = await Promise.all(locales.map(read))
  return Object.fromEntries(
    locales.map((locale, index) => [locale, found[index]!.detailUrl]),
  ) as LocalePaths
}

async function topicPaths(id: number): Promise<LocalePaths> {
  const slugs = await Promise.all(locales.map((locale) => getTopicSlug(locale, id)))
  return Object.fromEntries(
    locales.map((locale, index) => [locale, `/${slugs[index]}`]),
  ) as LocalePaths
}

/** What a path shows: an entity (by its `-code{id}` suffix) or a CMS page. */
async function resolve(locale: Locale, segments: string[]) {
  const path = slugOf(segments)
  if (!path) return null
  const entity = segments.length === 1 ? parseEntityPath(path) : null
  const kind = entity ? entityKinds[entity.code] : undefined
  if (entity && kind) {
    const value = await kind.read(locale, entity.id)
    return value === null
      ? null
      : ({ kind: 'registered', entityKind: kind, value, requested: path } as const)
  }
  if (entity?.code === 'prd') {
    const product = await orNotFound(getProduct(locale, entity.id))
    return product ? ({ kind: 'product', product, requested: path } as const) : null
  }
  if (entity?.code === 'prdb') {
    const story = await orNotFound(getProductBenefit(locale, entity.id))
    return story ? ({ kind: 'productBenefit', story, requested: path } as const) : null
  }
  if (entity?.code === 'c') {
    const career = await orNotFound(getCareer(locale, entity.id))
    return career ? ({ kind: 'career', career, requested: path } as const) : null
  }
  if (entity?.code === 'p') {
    const post = await orNotFound(readPostForView(locale, entity.id))
    return post ? ({ kind: 'post', post, requested: path } as const) : null
  }
  if (entity?.code === 'pc') {
    const category = await orNotFound(getPostCategory(locale, entity.id))
    return category ? ({ kind: 'postCategory', category, requested: path } as const) : null
  }
  if (entity?.code === 't') {
    const topic = await orNotFound(getTopic(locale, entity.id))
    return topic ? ({ kind: 'topic', topic, requested: path } as const) : null
  }
  if (entity) return null
  const page = await getPage(locale, path)
  return page ? ({ kind: 'page', page, requested: path } as const) : null
}

type Found = NonNullable<Awaited<ReturnType<typeof resolve>>>

/** Metadata of whatever a path shows; `search` is given by the per-request twin route. */
export async function slugPageMetadata({
  params,
  search,
}: Pick<SlugProps, 'params'> & { search?: Search }): Promise<Metadata> {
  const { locale, slug } = await params
  requireLocale(locale)
  const found = await resolve(locale, slug)
  return found ? metadataOf(found, locale, search) : {}
}

async function metadataOf(found: Found, locale: Locale, search?: Search): Promise<Metadata> {
  if (found.kind === 'registered') return found.entityKind.metadata(found.value, locale)
  if (found.kind === 'page')
    return cmsPageMetadata(found.page, locale, cmsPagePaths(found.page, search), false, search)
  if (found.kind === 'product') {
    const { id } = found.product
    return pageMetadata({
      locale,
      paths: await pathsFrom((code) => getProduct(code, id)),
      title: found.product.name,
      description: found.product.shortDescription,
    })
  }
  if (found.kind === 'post') return postMetadata(found.post, locale)
  if (found.kind === 'postCategory')
    return postCategoryMetadata(found.category, locale, parsePage(search?.page))
  if (found.kind === 'career') {
    const { id } = found.career
    return pageMetadata({
      locale,
      paths: await pathsFrom((code) => getCareer(code, id)),
      title: found.career.title,
      description: found.career.summary,
    })
  }
  if (found.kind === 'productBenefit') {
    const { id, cover } = found.story
    return pageMetadata({
      locale,
      paths: await pathsFrom((code) => getProductBenefit(code, id)),
      title: found.story.title,
      description: found.story.summary,
      image: cover ? sizedImage(cover.url, 1200) : null,
    })
  }
  return pageMetadata({
    locale,
    paths: await topicPaths(found.topic.id),
    title: found.topic.title,
    description: found.topic.summary,
  })
}

/**
 * Any other path: an entity page, a CMS page, or a real 404. `search` is given only by the
 * per-request twin route (URLs with a query); the cached route renders without it.
 */
export async function renderSlugPage(params: SlugProps['params'], search?: Search) {
  const { locale, slug } = await params
  requireLocale(locale)
  setRequestLocale(locale)
  if (slug.join('/') === 'home') permanentRedirect('/', locale)
  const found = await resolve(locale, slug)
  if (!found) notFound()
  // The language switcher links straight to the page's own address in each language, as its
  // hreflang links name it (computed with the page, so cached with it).
  const languages = metadataOf(found, locale, search).then(languageHrefs, () => undefined)
  /** An entity's view, under the notice when its texts fell back to Vietnamese. */
  const inItsLanguage = async (entity: { detailUrl: string }, view: ReactNode) => {
    const contentCulture = contentCultureOf(entity)
    if (!contentCulture || contentCulture === locale) return view
    return (
      <ContentLanguage
        locale={locale}
        contentCulture={contentCulture}
        defaultPath={(await languages)?.[defaultLocale] ?? entity.detailUrl}
      >
        {view}
      </ContentLanguage>
    )
  }
  if (found.kind === 'registered') {
    const { entityKind, value } = found
    if (found.requested !== entityKind.slug(value))
      permanentRedirect(entityKind.detailUrl(value), locale)
    return (
      <SiteShell locale={locale} languages={languages}>
        {await inItsLanguage(
          { detailUrl: entityKind.detailUrl(value), ...(value as object) },
          await entityKind.render(value, locale, search),
        )}
      </SiteShell>
    )
  }
  if (found.kind === 'product') {
    const { product } = found
    if (found.requested !== product.slug) permanentRedirect(product.detailUrl, locale)
    const [related, currencies] = await Promise.all([
      getRelatedProducts(locale, product.id, 4),
      getCurrencies(locale),
    ])
    return (
      <SiteShell locale={locale} languages={languages}>
        {await inItsLanguage(
          product,
          <ProductView
            product={product}
            related={related.items}
            currencies={currencies}
            locale={locale}
          />,
        )}
        <PositionBanners position="ProductDetail" locale={locale} />
      </SiteShell>
    )
  }
  if (found.kind === 'productBenefit') {
    const { story } = found
    if (found.requested !== story.slug) permanentRedirect(story.detailUrl, locale)
    const [products, others, currencies] = await Promise.all([
      getProductsByIds(locale, story.productIds),
      getProductBenefits(locale, { rowsPerPage: 4 }),
      getCurrencies(locale),
    ])
    return (
      <SiteShell locale={locale} languages={languages}>
        {await inItsLanguage(
          story,
          <ProductBenefitView
            story={story}
            products={products.items}
            more={others.items.filter((item) => item.id !== story.id).slice(0, 3)}
            currencies={currencies}
            locale={locale}
          />,
        )}
        <PositionBanners position="ProductBenefit" locale={locale} />
      </SiteShell>
    )
  }
  if (found.kind === 'post') {
    const { post } = found
    // A static post lives at its bare slug (`/ref-history`), so `/ref-history-p12` goes there too.
    // An editor previewing a draft slug must not keep a permanent redirect in the browser.
    if (found.requested !== post.slug)
      ((await isDraftMode()) ? redirect : permanentRedirect)(post.detailUrl, locale)
    const [products, currencies, brandName] = await Promise.all([
      post.relatedProductIds.length > 0
        ? getProductsByIds(locale, post.relatedProductIds).then((list) => list.items)
        : [],
      getCurrencies(locale),
      getSetting(locale, 'BrandName'),
    ])
    return (
      <SiteShell locale={locale} languages={languages}>
        {await inItsLanguage(
          post,
          <PostView
            post={post}
            products={products}
            currencies={currencies}
            brandName={brandName ?? 'Sora Electric'}
            locale={locale}
          />,
        )}
      </SiteShell>
    )
  }
  if (found.kind === 'postCategory') {
    const { category } = found
    const page = parsePage(search?.page)
    if (found.requested !== category.slug)
      permanentRedirect(listHref(category.detailUrl, { page }), locale)
    const listing = await loadCategoryListing(locale, category, page)
    if (!listing) notFound()
    return (
      <SiteShell locale={locale} languages={languages}>
        {await inItsLanguage(
          category,
          <PostCategoryView category={category} {...listing} locale={locale} />,
        )}
      </SiteShell>
    )
  }
  if (found.kind === 'career') {
    const { career } = found
    if (found.requested !== career.slug) permanentRedirect(career.detailUrl, locale)
    return (
      <SiteShell locale={locale} languages={languages}>
        {await inItsLanguage(career, <CareerView career={career} locale={locale} />)}
      </SiteShell>
    )
  }
  if (found.kind === 'topic') {
    // A wrong or outdated slug with the right id goes to the canonical address.
    if (found.requested !== found.topic.slug) permanentRedirect(found.topic.detailUrl, locale)
    return (
      <SiteShell locale={locale} languages={languages}>
        {await inItsLanguage(found.topic, <TopicView topic={found.topic} locale={locale} />)}
      </SiteShell>
    )
  }
  return (
    <SiteShell
      locale={locale}
      languages={languages}
      chrome={found.page.page.chrome === 'minimal' ? 'minimal' : 'full'}
    >
      <PageLanguage entry={found.page} locale={locale}>
        <CmsPage
          entry={found.page}
          locale={locale}
          search={pageReadsSearch(found.page.page) ? search : undefined}
        />
      </PageLanguage>
    </SiteShell>
  )
}
