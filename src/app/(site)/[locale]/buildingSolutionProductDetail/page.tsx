import { notFound } from 'next/navigation'

import { ProductGroup } from '@/domain/enums'
import { parseId } from '@/domain/ids'
import { firstValue } from '@/domain/query'
import { ENTITY_SLUG } from '@/domain/slug'
import type { Locale } from '@/i18n/locales'
import { permanentRedirect } from '@/i18n/navigation'
import { requireLocale } from '@/i18n/requireLocale'
import { orNotFound } from '@/lib/backend/errors'
import { getProduct, getProductBySlug } from '@/lib/backend/products'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Read per request: the answer depends on the query. */
export const dynamic = 'force-dynamic'

/**
 * The original site's building-solution product address (`?id=42` or `?slug=…`): it answers with
 * a permanent redirect to the product's one canonical page (`/{slug}-prd{id}`), where an HVAC
 * system lists its units and a unit links back to its system. Not a building-solution product,
 * or none at all: a real 404.
 */
export default async function BuildingSolutionProductDetail({ params, searchParams }: Props) {
  const { locale } = await params
  requireLocale(locale)
  const search = await searchParams
  const id = parseId(firstValue(search.id))
  const slug = firstValue(search.slug)?.trim().toLowerCase()
  const product =
    id !== null
      ? await orNotFound(getProduct(locale, id))
      : slug && slug.length <= 200 && ENTITY_SLUG.test(slug)
        ? await orNotFound(getProductBySlug(locale, slug))
        : null
  if (!product || product.productGroup !== ProductGroup.BuildingSolution) notFound()
  permanentRedirect(product.detailUrl, locale)
}
