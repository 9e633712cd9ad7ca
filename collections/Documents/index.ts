import type { CollectionConfig, FieldHook } from 'payload'

import { DOCUMENT_LANGUAGES } from '@/domain/documents'
import { BusinessArea, DocumentType, enumOptions } from '@/domain/enums'
import { tags } from '@/lib/cache/tags'

import { GROUP_CATALOGUE } from '../access/groups'
import { activeOrStaff, isEditor, isStaff } from '../access/predicates'
import { isActiveField, label } from '../fields/common'
import { lockForTranslators } from '../fields/translatorScope'
import { enforceTranslatorScope } from '../hooks/enforceTranslatorScope'
import { entityTags, invalidateOnChange } from '../hooks/invalidateOnChange'
import { BUSINESS_AREA_LABELS } from '../fields/enumLabels'

const invalidate = invalidateOnChange(entityTags(tags.document, tags.documents))

const LANGUAGE_LABELS = {
  vi: label('Tiếng Việt', 'Vietnamese'),
  en: label('Tiếng Anh', 'English'),
  both: label('Song ngữ Việt – Anh', 'Vietnamese and English'),
}

/** Only the download route counts (one atomic update); editors and the API cannot set it. */
const keepDownloadCount: FieldHook = ({ operation, originalDoc }) =>
  operation === 'create' ? 0 : (originalDoc?.downloadCount ?? 0)

/**
 * Downloadable documents (spec §3: Catalogue 0, Manual 10, CADData 20): backend data read through
 * `Document/*`, listed on `/download` and on the pages of the products they belong to; the file
 * itself is served by `Document/Download`, which counts each download.
 */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: {
    singular: label('Tài liệu', 'Document'),
    plural: label('Tài liệu tải về', 'Downloads'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'documentType', 'businessArea', 'releaseDate', 'downloadCount'],
    group: GROUP_CATALOGUE,
    listSearchableFields: ['title'],
  },
  access: { create: isEditor, read: activeOrStaff, update: isStaff, delete: isEditor },
  hooks: {
    beforeChange: [enforceTranslatorScope],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  defaultSort: '-releaseDate',
  fields: lockForTranslators([
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 160,
      label: label('Tên tài liệu', 'Title'),
      admin: {
        description: label(
          'Cũng là tên tệp khi tải về.',
          'Also the name of the file when it is downloaded.',
        ),
      },
    },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: label('Mô tả ngắn', 'Summary'),
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'document-files',
      required: true,
      label: label('Tệp (PDF, DWG, DXF hoặc ZIP)', 'File (PDF, DWG, DXF or ZIP)'),
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 40,
      index: true,
      label: label('Sản phẩm liên quan', 'Products'),
      admin: {
        description: label(
          'Tài liệu hiện trên trang của từng sản phẩm này.',
          'The document is listed on the page of each of these products.',
        ),
      },
    },
    {
      name: 'documentType',
      type: 'select',
      required: true,
      index: true,
      options: enumOptions(DocumentType),
      label: label('Loại tài liệu', 'Document type'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'businessArea',
      type: 'select',
      required: true,
      index: true,
      options: enumOptions(BusinessArea, BUSINESS_AREA_LABELS),
      label: label('Lĩnh vực kinh doanh', 'Business area'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'vi',
      options: DOCUMENT_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] })),
      label: label('Ngôn ngữ của tài liệu', 'Language of the document'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'version',
      type: 'text',
      maxLength: 20,
      label: label('Phiên bản', 'Version'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'releaseDate',
      type: 'date',
      required: true,
      index: true,
      label: label('Ngày phát hành', 'Release date'),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
      },
    },
    {
      name: 'downloadCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: label('Lượt tải về', 'Downloads'),
      hooks: { beforeChange: [keepDownloadCount] },
      admin: { position: 'sidebar', readOnly: true },
    },
    isActiveField,
  ]),
}
