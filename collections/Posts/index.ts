import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { BusinessArea, CategoryType, enumOptions } from '@/domain/enums'
import { provinceOptions } from '@/domain/provinces'
import { tags } from '@/lib/cache/tags'

import { GROUP_POSTS } from '../access/groups'
import { isEditor, isStaff, publishedOrStaff } from '../access/predicates'
import { label } from '../fields/common'
import { seoField } from '../fields/seo'
import { entitySlugField } from '../fields/slug'
import { lockForTranslators } from '../fields/translatorScope'
import { announcePublishedEvent } from '../hooks/announceEvents'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'
import { livePreviewOf } from '../hooks/livePreview'

// A post appears in lists, related posts, neighbours and category counts.
const invalidate = invalidateOnChange(entityTags(tags.post, tags.posts, tags.postCategories))

const isType =
  (...types: (keyof typeof CategoryType)[]) =>
  (data: Partial<{ categoryType: string | null }>) =>
    types.includes(data?.categoryType as keyof typeof CategoryType)

/** The post's category type (and area, when left empty) follow its first category. */
const followFirstCategory: CollectionBeforeChangeHook = async ({ data, req }) => {
  const first: unknown = Array.isArray(data.categories) ? data.categories[0] : undefined
  const id = typeof first === 'object' && first !== null ? (first as { id: number }).id : first
  if (typeof id !== 'number' && typeof id !== 'string') return data
  const category = await req.payload.findByID({
    collection: 'post-categories',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    select: { categoryType: true, businessArea: true },
  })
  return {
    ...data,
    categoryType: category.categoryType,
    businessArea: data.businessArea || category.businessArea || null,
  }
}

/**
 * Posts (entity post, slug code `p`, spec §3): news, events, notebook articles and videos, FAQ
 * answers, blog articles and static posts, typed by their first category. Drafts, versions and
 * scheduled publishing; a published post shows from its publish date. Backend data read through
 * `Post/*`; pages at `/{slug}-p{id}`.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: label('Bài viết', 'Post'), plural: label('Bài viết', 'Posts') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'categoryType', 'publishedAt', '_status'],
    group: GROUP_POSTS,
    listSearchableFields: ['title'],
    livePreview: livePreviewOf('posts'),
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
    maxPerDoc: 30,
  },
  hooks: {
    beforeChange: [enforceTranslatorScope, followFirstCategory],
    afterChange: [invalidate.afterChange, announcePublishedEvent],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: '-publishedAt',
  fields: lockForTranslators([
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 160,
      label: label('Tiêu đề', 'Title'),
    },
    entitySlugField('p'),
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      required: true,
      maxLength: 400,
      label: label('Tóm tắt', 'Summary'),
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: label('Ảnh bìa', 'Cover picture'),
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      required: true,
      label: label('Nội dung', 'Body'),
    },
    {
      name: 'gallery',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 12,
      label: label('Ảnh khác', 'Further pictures'),
    },
    {
      name: 'videoUrl',
      type: 'text',
      maxLength: 300,
      label: label('Đường dẫn video (YouTube)', 'Video link (YouTube)'),
      admin: { condition: isType('Video') },
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        value === '' ||
        (typeof value === 'string' &&
          /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,20}$/.test(value)) ||
        'https://www.youtube.com/watch?v=… or https://youtu.be/…',
    },
    {
      name: 'event',
      type: 'group',
      label: label('Sự kiện', 'Event'),
      admin: { condition: isType('Event') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'startTime',
              type: 'date',
              label: label('Bắt đầu', 'Starts'),
              admin: {
                date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
              },
            },
            {
              name: 'endTime',
              type: 'date',
              label: label('Kết thúc', 'Ends'),
              admin: {
                date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
              },
            },
          ],
        },
        {
          name: 'venue',
          type: 'text',
          localized: true,
          maxLength: 200,
          label: label('Địa điểm', 'Venue'),
        },
        {
          name: 'province',
          type: 'select',
          options: provinceOptions(),
          label: label('Tỉnh/thành phố', 'Province'),
        },
        {
          name: 'onlineUrl',
          type: 'text',
          maxLength: 300,
          label: label('Đường dẫn trực tuyến', 'Online link'),
          validate: (value: unknown) =>
            value === null ||
            value === undefined ||
            value === '' ||
            (typeof value === 'string' && /^https:\/\/\S+$/.test(value)) ||
            'https://…',
        },
        {
          type: 'row',
          fields: [
            {
              name: 'capacity',
              type: 'number',
              min: 1,
              max: 100000,
              label: label('Số chỗ', 'Capacity'),
            },
            {
              name: 'price',
              type: 'number',
              min: 0,
              max: 1_000_000_000,
              label: label('Phí tham dự (VND, để trống nếu miễn phí)', 'Fee (VND, empty if free)'),
              admin: {
                step: 1000,
                description: label(
                  'Khách chuyển khoản theo mã QR VietQR; vé được cấp khi nhân viên xác nhận đã nhận tiền.',
                  'Visitors pay by bank transfer (VietQR); the ticket is issued when staff confirm the payment.',
                ),
              },
              validate: (value: unknown) =>
                value === null ||
                value === undefined ||
                (typeof value === 'number' && Number.isInteger(value) && value >= 0) ||
                'Số nguyên, tính bằng đồng · A whole number of dong',
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'registrationOpensAt',
              type: 'date',
              label: label('Mở đăng ký', 'Registration opens'),
              admin: {
                date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
              },
            },
            {
              name: 'registrationClosesAt',
              type: 'date',
              label: label('Đóng đăng ký', 'Registration closes'),
              admin: {
                date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
              },
            },
          ],
        },
        {
          name: 'questions',
          type: 'array',
          maxRows: 10,
          label: label('Câu hỏi thêm khi đăng ký', 'Extra registration questions'),
          labels: { singular: label('Câu hỏi', 'Question'), plural: label('Câu hỏi', 'Questions') },
          admin: {
            description: label(
              'Hỏi thêm ngoài công ty, quy mô công ty và chức danh (ví dụ: "Bạn quan tâm giải pháp nào?").',
              'Asked besides company, company size and job title (e.g. "Which solution interests you?").',
            ),
          },
          fields: [
            {
              // Not required per language: an English page asks the Vietnamese wording until
              // a translator gives it (reads fall back to Vietnamese).
              name: 'question',
              type: 'text',
              localized: true,
              maxLength: 200,
              label: label('Câu hỏi', 'Question'),
            },
            {
              name: 'required',
              type: 'checkbox',
              defaultValue: false,
              label: label('Bắt buộc trả lời', 'Required'),
            },
          ],
        },
      ],
    },
    seoField,
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'post-categories',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 4,
      label: label(
        'Chuyên mục (chuyên mục đầu quyết định loại bài)',
        'Categories (the first sets the type)',
      ),
      admin: { position: 'sidebar' },
    },
    {
      name: 'categoryType',
      type: 'select',
      index: true,
      options: enumOptions(CategoryType),
      label: label('Loại bài (theo chuyên mục đầu)', 'Type (from the first category)'),
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'businessArea',
      type: 'select',
      options: enumOptions(BusinessArea),
      label: label('Lĩnh vực kinh doanh', 'Business area'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: label('Ngày đăng (hiện từ thời điểm này)', 'Publish date (shown from then on)'),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' },
      },
    },
    {
      name: 'author',
      type: 'text',
      maxLength: 100,
      label: label('Tác giả', 'Author'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      localized: true,
      maxRows: 10,
      label: label('Thẻ', 'Tags'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'relatedProducts',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 8,
      label: label('Sản phẩm liên quan', 'Related products'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'relatedPosts',
      type: 'relationship',
      relationTo: 'posts',
      hasMany: true,
      maxRows: 6,
      label: label('Bài viết liên quan', 'Related posts'),
      admin: { position: 'sidebar' },
      filterOptions: ({ id }) => (id ? { id: { not_equals: id } } : true),
    },
  ]),
}
