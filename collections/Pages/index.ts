import type { CollectionConfig } from 'payload'

import { pageBlockSlugs } from '../../blocks'
import { GROUP_CONTENT } from '../access/groups'
import { isEditor, isStaff, publishedOrStaff } from '../access/predicates'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { revalidatePage, revalidatePageDelete } from './hooks/revalidatePage'

/** Editorial pages: a block layout per page, a title and slug per language, drafts and versions. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { vi: 'Trang', en: 'Page' }, plural: { vi: 'Trang', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: GROUP_CONTENT,
    listSearchableFields: ['title', 'slug'],
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
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageDelete],
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
      name: 'layout',
      type: 'blocks',
      blocks: [],
      blockReferences: pageBlockSlugs,
      required: true,
      minRows: 1,
      label: { vi: 'Bố cục', en: 'Layout' },
    },
    seoField,
  ]),
}
