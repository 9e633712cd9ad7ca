import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { readsSearch } from '@/blocks/RenderBlocks'
import { CmsPage, cmsPageMetadata } from '@/components/CmsPage/CmsPage'
import { SiteShell } from '@/components/SiteShell/SiteShell'
import { ProductView } from '@/components/Product/ProductView'
import { TopicView } from '@/components/TopicView/TopicView'
import { parseEntityPath } from '@/contract/topic'
import { SLUG_PATTERN } from '@/domain/slug'
import { locales, type Locale } from '@/i18n/locales'
import { permanentRedirect } from '@/i18n/navigation'
import { requireLocale } from '@/i18n/requireLocale'
import { getCurrencies } from '@/lib/backend/currencies'
import { isBackendError } from '@/lib/backend/errors'
import { getProduct, getRelatedProducts } from '@/lib/backend/products'
import { getTopic, getTopicSlug } from '@/lib/backend/topics'
import { getPage, type PageEntry } from '@/lib/cms/pages'
import { pageMetadata, type LocalePaths } from '@/lib/seo/metadata'

export type SlugProps = {
  params: Promise<{ locale: Locale; slug: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type Search = Record<string, string | string[] | undefined>

const pathsOf = (entry: PageEntry): LocalePaths => ({
  vi: `/${entry.slugs.vi}`,
  en: `/${entry.slugs.en}`,
})

/** The slug a path asks for, or null when it cannot be one (no lookup is made for junk). */
const slugOf = (segments: string[]): string | null => {
  const path = segments.join('/')
  return SLUG_PATTERN.test(path) ? path : null
}

/** A topic by id, or null when the backend has none (a real 404, not an error). */
async function findTopic(locale: Locale, id: number) {
  try {
    return await getTopic(locale, id)
  } catch (error) {
    if (isBackendError(error) && error.status === 404) return null
    throw error
  }
}

async function findProduct(locale: Locale, id: number) {
  try {
    return await getProduct(locale, id)
  } catch (error) {
    if (isBackendError(error) && error.status === 404) return null
    throw error
  }
}

async function productPaths(id: number): Promise<LocalePaths> {
  const products = await Promise.all(locales.map((locale) => getProduct(locale, id)))
  return Object.fromEntries(
    locales.map((locale, index) => [locale, products[index]!.detailUrl]),
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
  if (entity?.code === 'prd') {
    const product = await findProduct(locale, entity.id)
    return product ? ({ kind: 'product', product, requested: path } as const) : null
  }
  if (entity?.code === 't') {
    const topic = await findTopic(locale, entity.id)
    return topic ? ({ kind: 'topic', topic, requested: path } as const) : null
  }
  if (entity) return null
  const page = await getPage(locale, path)
  return page ? ({ kind: 'page', page, requested: path } as const) : null
}

export async function slugPageMetadata({ params }: Pick<SlugProps, 'params'>): Promise<Metadata> {
  const { locale, slug } = await params
  requireLocale(locale)
  const found = await resolve(locale, slug)
  if (!found) return {}
  if (found.kind === 'page') return cmsPageMetadata(found.page, locale, pathsOf(found.page))
  if (found.kind === 'product')
    return pageMetadata({
      locale,
      paths: await productPaths(found.product.id),
      title: found.product.name,
      description: found.product.shortDescription,
    })
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
  if (found.kind === 'product') {
    const { product } = found
    if (found.requested !== product.slug) permanentRedirect(product.detailUrl, locale)
    const [related, currencies] = await Promise.all([
      getRelatedProducts(locale, product.id, 4),
      getCurrencies(locale),
    ])
    return (
      <SiteShell locale={locale}>
        <ProductView
          product={product}
          related={related.items}
          currencies={currencies}
          locale={locale}
        />
      </SiteShell>
    )
  }
  if (found.kind === 'topic') {
    // A wrong or outdated slug with the right id goes to the canonical address.
    if (found.requested !== found.topic.slug) permanentRedirect(found.topic.detailUrl, locale)
    return (
      <SiteShell locale={locale}>
        <TopicView topic={found.topic} locale={locale} />
      </SiteShell>
    )
  }
  return (
    <SiteShell locale={locale} chrome={found.page.page.chrome === 'minimal' ? 'minimal' : 'full'}>
      <CmsPage
        entry={found.page}
        locale={locale}
        search={readsSearch(found.page.page.layout) ? search : undefined}
      />
    </SiteShell>
  )
}
