import 'server-only'

import type { CallInput } from '@/contract/call'
import { documentDetail, documentList } from '@/contract/document'
import type { Locale } from '@/i18n/locales'
import { tags } from '@/lib/cache/tags'

import { assetUrl } from './assets'
import { cachedRead } from './cache'
import { request } from './client'
import type { Transport } from './transport'

export type DocumentListQuery = CallInput<typeof documentList>

/** Download links go to the backend's host (spec §9: files are built on the API host). */
const withAssetUrl = <T extends { downloadUrl: string }>(document: T): T => ({
  ...document,
  downloadUrl: assetUrl(document.downloadUrl),
})

export const fetchDocuments = async (
  locale: Locale,
  query: DocumentListQuery,
  transport?: Transport,
) => {
  const list = await request(documentList, locale, query, { transport })
  return { ...list, items: list.items.map(withAssetUrl) }
}

/** Documents also name their products: a renamed product changes them. */
export const getDocuments = cachedRead('documents', fetchDocuments, (locale) => [
  tags.documents(locale),
  tags.products(locale),
])

export const fetchDocument = async (locale: Locale, id: number, transport?: Transport) =>
  withAssetUrl(await request(documentDetail, locale, { id }, { transport }))

export const getDocument = cachedRead('document', fetchDocument, (locale, id) => [
  tags.document(locale, String(id)),
  tags.documents(locale),
  tags.products(locale),
])
