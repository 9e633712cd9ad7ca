import type { Block } from 'payload'

import { FILTER_PARAM } from '@/contract/product'
import { enumOptions, ProductCategory, ProductGroup } from '@/domain/enums'

/** A category's products from the backend, with its filters, sorting and "load more". */
export const ProductList: Block = {
  slug: 'productList',
  interfaceName: 'ProductListBlock',
  labels: {
    singular: { vi: 'Danh sách sản phẩm', en: 'Product list' },
    plural: { vi: 'Danh sách sản phẩm', en: 'Product lists' },
  },
  admin: {
    images: {
      thumbnail: {
        url: '/admin/blocks/productList.svg',
        alt: 'Filter column beside a grid of product tiles',
      },
    },
  },
  fields: [
    { name: 'heading', type: 'text', localized: true, label: { vi: 'Tiêu đề', en: 'Heading' } },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'category',
          options: [
            {
              label: { vi: 'Một danh mục (có bộ lọc)', en: 'One category (with filters)' },
              value: 'category',
            },
            {
              label: { vi: 'Sản phẩm nổi bật của nhóm', en: 'Featured products of a group' },
              value: 'featured',
            },
          ],
          label: { vi: 'Nguồn', en: 'Source' },
        },
        {
          name: 'category',
          type: 'select',
          options: enumOptions(ProductCategory),
          label: { vi: 'Danh mục', en: 'Category' },
          admin: { condition: (_, sibling) => sibling?.source !== 'featured' },
          validate: (value: unknown, { siblingData }: { siblingData: { source?: string } }) =>
            siblingData.source === 'featured' || Boolean(value) || 'Choose a category',
        },
        {
          name: 'group',
          type: 'select',
          options: enumOptions(ProductGroup),
          label: { vi: 'Nhóm sản phẩm', en: 'Product group' },
          admin: { condition: (_, sibling) => sibling?.source === 'featured' },
        },
        {
          name: 'fixedFilters',
          type: 'text',
          label: { vi: 'Bộ lọc cố định', en: 'Fixed filters' },
          admin: {
            condition: (_, sibling) => sibling?.source !== 'featured',
            description: {
              vi: 'Ví dụ: type:robot,type:cobot (chỉ hiện các sản phẩm này).',
              en: 'For example type:robot,type:cobot (lists only these products).',
            },
          },
          validate: (value: unknown) =>
            value === null ||
            value === undefined ||
            value === '' ||
            (typeof value === 'string' &&
              value.split(',').every((pair) => FILTER_PARAM.test(pair.trim()))) ||
            'key:value pairs, separated by commas',
        },
        {
          name: 'pageSize',
          type: 'number',
          defaultValue: 12,
          min: 4,
          max: 48,
          label: { vi: 'Số sản phẩm mỗi lần tải', en: 'Products per load' },
        },
        {
          name: 'showFilters',
          type: 'checkbox',
          defaultValue: true,
          label: { vi: 'Hiện bộ lọc', en: 'Show filters' },
        },
      ],
    },
  ],
}
