import type { CollectionConfig } from 'payload'

import { TopicLinkIds } from '@/domain/enums'
import { tags } from '@/lib/cache/tags'

import { GROUP_BACKEND } from '../access/groups'
import { isEditor, isStaff } from '../access/predicates'
import { isActiveField } from '../fields/common'
import { slugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'

const invalidate = invalidateOnChange(entityTags(tags.topic, tags.topics))

/**
 * Topics of the backend contract (`Topic/*`): service and legal texts and the company mission.
 * The site links to some of them by a fixed number (`topicLink`, spec §3).
 */
export const Topics: CollectionConfig = {
  slug: 'topics',
  labels: { singular: { vi: 'Chủ đề', en: 'Topic' }, plural: { vi: 'Chủ đề', en: 'Topics' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'topicLink', 'isActive', 'updatedAt'],
    group: GROUP_BACKEND,
  },
  access: { create: isEditor, read: isStaff, update: isStaff, delete: isEditor },
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
      name: 'topicLink',
      type: 'select',
      unique: true,
      index: true,
      options: Object.entries(TopicLinkIds).map(([name, id]) => ({
        label: `${name} (${id})`,
        value: name,
      })),
      label: { vi: 'Liên kết cố định', en: 'Fixed link' },
      admin: {
        position: 'sidebar',
        description: {
          vi: 'Trang web dẫn tới chủ đề này bằng số cố định (ví dụ 25: chính sách bảo mật).',
          en: 'The site links to this topic by a fixed number (e.g. 25: privacy policy).',
        },
      },
    },
    isActiveField,
    {
      name: 'updatedOn',
      type: 'date',
      label: { vi: 'Cập nhật lần cuối', en: 'Last updated' },
      admin: { position: 'sidebar', date: { displayFormat: 'dd/MM/yyyy' } },
    },
    { name: 'summary', type: 'textarea', localized: true, label: { vi: 'Tóm tắt', en: 'Summary' } },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      label: { vi: 'Nội dung', en: 'Content' },
    },
  ]),
}
