import type { CollectionConfig, Field } from 'payload'

import { BusinessArea, enumOptions } from '@/domain/enums'
import { VIEW_KEY } from '@/domain/pageViews'
import type { Page } from '@/payload-types'

import { pageBlockSlugs } from '../../blocks'
import { GROUP_CONTENT } from '../access/groups'
import { isEditor, isStaff, publishedOrStaff } from '../access/predicates'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { invalidateOnChange } from '../hooks/invalidateOnChange'
import { livePreviewOf } from '../hooks/livePreview'
import { pageTags } from './hooks/pageTags'

/** A page layout: blocks from the one registry, referenced by slug. */
const layoutField = (label: { vi: string; en: string }): Field => ({
  name: 'layout',
  type: 'blocks',
  blocks: [],
  blockReferences: pageBlockSlugs,
  required: true,
  minRows: 1,
  label,
})

/** Editorial pages: a block layout per page, a title and slug per language, drafts and versions. */
const invalidate = invalidateOnChange(pageTags)

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { vi: 'Trang', en: 'Page' }, plural: { vi: 'Trang', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: GROUP_CONTENT,
    listSearchableFields: ['title', 'slug'],
    livePreview: livePreviewOf('pages'),
  },
  access: {
    create: isEditor,
    read: publishedOrStaff,
    readVersions: isStaff,
    update: isStaff,
    delete: isEditor,
  },
  versions: {
    drafts: { autosave: { interval: 1500 }, schedulePublish: true, validate: false },
    maxPerDoc: 50,
  },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  fields: lockForTranslators([
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { vi: 'Tiêu đề', en: 'Title' },
    },
    slugField(),
    {
      name: 'chrome',
      type: 'select',
      defaultValue: 'full',
      options: [
        {
          label: { vi: 'Đầy đủ (banner, chân trang)', en: 'Full (banner, footer)' },
          value: 'full',
        },
        {
          label: {
            vi: 'Tối giản (không banner, không chân trang)',
            en: 'Minimal (no banner, no footer)',
          },
          value: 'minimal',
        },
      ],
      label: { vi: 'Khung trang', en: 'Page chrome' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'businessArea',
      type: 'select',
      options: enumOptions(BusinessArea),
      label: { vi: 'Thuộc lĩnh vực', en: 'Business area' },
      admin: {
        position: 'sidebar',
        description: {
          vi: 'Trang con của một lĩnh vực hiện đường dẫn Trang chủ › lĩnh vực › trang và được xếp vào lĩnh vực đó trong sơ đồ trang. Để trống cho trang chủ của lĩnh vực và các trang chung.',
          en: 'A page within a business area shows the breadcrumb Home › area › page and is listed under that area in the site map. Leave empty for an area’s landing page and general pages.',
        },
      },
    },
    layoutField({ vi: 'Bố cục', en: 'Layout' }),
    {
      name: 'views',
      type: 'array',
      label: { vi: 'Góc nhìn khác', en: 'Alternative views' },
      labels: {
        singular: { vi: 'Góc nhìn', en: 'View' },
        plural: { vi: 'Góc nhìn', en: 'Views' },
      },
      admin: {
        description: {
          vi: 'Mỗi góc nhìn là một bố cục riêng cho một nhóm khách (ví dụ chủ đầu tư), mở bằng ?t=<mã>. Trang hiện thẻ chuyển giữa bố cục chính và các góc nhìn.',
          en: 'Each view is a separate layout for one audience (building owners, say), opened with ?t=<key>. The page shows tabs between the main layout and its views.',
        },
        initCollapsed: true,
      },
      fields: [
        {
          name: 'key',
          type: 'text',
          required: true,
          label: { vi: 'Mã (giá trị của ?t=)', en: 'Key (value of ?t=)' },
          validate: (value: unknown) =>
            typeof value === 'string' && VIEW_KEY.test(value)
              ? true
              : 'Chữ cái và số, bắt đầu bằng chữ cái (ví dụ forOwners) / Letters and digits, starting with a letter (e.g. forOwners)',
        },
        {
          name: 'label',
          type: 'text',
          localized: true,
          required: true,
          label: { vi: 'Tên thẻ', en: 'Tab label' },
        },
        layoutField({ vi: 'Bố cục của góc nhìn', en: 'Layout of this view' }),
      ],
    },
    {
      name: 'mainViewLabel',
      type: 'text',
      localized: true,
      label: { vi: 'Tên thẻ của bố cục chính', en: 'Tab label of the main layout' },
      admin: {
        condition: (data) => Array.isArray(data?.views) && data.views.length > 0,
      },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<Page> }) =>
        (siblingData.views?.length ?? 0) === 0 || (typeof value === 'string' && value.trim())
          ? true
          : 'Cần tên thẻ khi trang có góc nhìn khác / A tab label is needed when the page has views',
    },
    seoField,
  ]),
}
