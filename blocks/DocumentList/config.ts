import type { Block } from 'payload'

import { BusinessArea, DocumentType, enumOptions } from '@/domain/enums'

/**
 * Downloadable documents from the backend. With filters, the visitor picks the type (tabs), a
 * product category or product and searches; the business area comes from the block or from the
 * page's `?t=`. Without, it is a fixed list (e.g. the latest catalogues of one area).
 */
export const DocumentList: Block = {
  slug: 'documentList',
  interfaceName: 'DocumentListBlock',
  labels: {
    singular: { vi: 'Danh sách tài liệu tải về', en: 'Downloads list' },
    plural: { vi: 'Danh sách tài liệu tải về', en: 'Downloads lists' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/documentList.svg',
        alt: 'Type tabs and a search bar over rows of documents with download buttons',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { vi: 'Tiêu đề', en: 'Heading' } },
    { name: 'intro', type: 'textarea', localized: true, label: { vi: 'Mở đầu', en: 'Intro' } },
    {
      type: 'row',
      fields: [
        {
          name: 'businessArea',
          type: 'select',
          options: enumOptions(BusinessArea),
          label: { vi: 'Lĩnh vực kinh doanh', en: 'Business area' },
          admin: {
            description: {
              vi: 'Để trống: mọi lĩnh vực, hoặc lĩnh vực theo ?t= của trang.',
              en: "Empty: every area, or the area the page's ?t= names.",
            },
          },
        },
        {
          name: 'documentType',
          type: 'select',
          options: enumOptions(DocumentType),
          label: { vi: 'Chỉ một loại tài liệu', en: 'One document type only' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'limit',
          type: 'number',
          defaultValue: 10,
          min: 3,
          max: 50,
          label: { vi: 'Số tài liệu mỗi trang', en: 'Documents per page' },
        },
        {
          name: 'filters',
          type: 'checkbox',
          defaultValue: true,
          label: {
            vi: 'Hiện thẻ loại, bộ lọc, tìm kiếm và phân trang',
            en: 'Show type tabs, filters, search and paging',
          },
        },
      ],
    },
  ],
}
