import { documentDetail, documentList } from '@/contract/document'

import { implement } from '../endpoint'
import { isDescending, window } from '../paging'
import { getDocument, listDocuments } from '../services/documents'

export const documentListEndpoint = implement(documentList, (input, { payload, culture }) =>
  listDocuments(payload, culture, {
    businessArea: input.businessArea,
    documentType: input.documentType,
    productId: input.productId,
    productCategory: input.productCategory,
    language: input.language,
    keyword: input.keyword || undefined,
    descending: isDescending(input.sortDirection ?? 'descending'),
    ...window(input, documentList.paging),
  }),
)

export const documentDetailEndpoint = implement(documentDetail, (input, { payload, culture }) =>
  getDocument(payload, culture, input.id),
)
