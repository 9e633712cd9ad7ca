import type { Payload, Where } from 'payload'

import type { WithoutContentCulture } from '@/contract/contentCulture'
import type { Paged } from '@/contract/envelope'
import { imagePath } from '@/contract/images'
import type { ProductBenefitDetailDto, ProductBenefitListItemDto } from '@/contract/productBenefit'
import { entityPath } from '@/contract/topic'
import { enumNames, ProductCategory } from '@/domain/enums'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { ProductBenefit } from '@/payload-types'

import { notFoundFault } from '../errors'
import { richTextToHtml } from '../richText'
import { oneWithContentCulture, withContentCulture } from './contentCulture'
import { CATEGORY_LABEL } from './products'

const categoryName = enumNames(ProductCategory)

const read = { overrideAccess: true, fallbackLocale: defaultLocale } as const

export type ProductBenefitQuery = {
  category?: number | undefined
  skip: number
  take: number
}

const toListItem = (
  story: ProductBenefit,
  culture: Locale,
): WithoutContentCulture<ProductBenefitListItemDto> => {
  const cover = typeof story.cover === 'object' ? story.cover : null
  return {
    id: story.id,
    title: story.title,
    slug: `${story.slug}-prdb${story.id}`,
    detailUrl: entityPath(story.slug, 'prdb', story.id),
    lastModificationTime: story.updatedAt,
    summary: story.summary,
    productCategory: ProductCategory[story.category],
    categoryName: CATEGORY_LABEL[culture][story.category],
    cover: cover?.filename
      ? {
          url: imagePath(cover.filename),
          alt: cover.alt || story.title,
          width: cover.width ?? null,
          height: cover.height ?? null,
        }
      : null,
    publishedAt: story.publishedAt,
  }
}

/** `ProductBenefit/GetListBoxDto`: active stories, newest display order first; paged. */
export async function listProductBenefits(
  payload: Payload,
  culture: Locale,
  query: ProductBenefitQuery,
): Promise<Paged<ProductBenefitListItemDto>> {
  const conditions: Where[] = [{ isActive: { equals: true } }]
  if (query.category !== undefined)
    conditions.push({ category: { equals: categoryName.get(query.category) } })
  const result = await payload.find({
    collection: 'product-benefits',
    ...read,
    locale: culture,
    where: { and: conditions },
    sort: ['-displayOrder', '-publishedAt', 'id'],
    limit: query.take,
    page: Math.floor(query.skip / query.take) + 1,
    depth: 1,
    select: {
      title: true,
      slug: true,
      summary: true,
      category: true,
      cover: true,
      publishedAt: true,
      updatedAt: true,
    },
  })
  return {
    totalCount: result.totalDocs,
    items: await withContentCulture(
      payload,
      'product-benefits',
      culture,
      result.docs.map((doc) => toListItem(doc as ProductBenefit, culture)),
    ),
  }
}

/** `ProductBenefit/GetDetailDto`: an active story; unknown or inactive is a 404. */
export async function getProductBenefit(
  payload: Payload,
  culture: Locale,
  id: number,
): Promise<ProductBenefitDetailDto> {
  const { docs } = await payload.find({
    collection: 'product-benefits',
    ...read,
    locale: culture,
    where: { and: [{ id: { equals: id } }, { isActive: { equals: true } }] },
    limit: 1,
    pagination: false,
    depth: 1,
  })
  const story = docs[0]
  if (!story) throw notFoundFault('There is no product benefit with the given id.')
  return oneWithContentCulture(payload, 'product-benefits', culture, {
    ...toListItem(story, culture),
    body: richTextToHtml(story.body),
    productIds: (story.products ?? []).map((product) =>
      typeof product === 'object' ? product.id : product,
    ),
  })
}
