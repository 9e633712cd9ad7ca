import type { CollectionConfig } from 'payload'

import { tags } from '@/lib/cache/tags'
import { documentFilesDir } from '@/lib/paths'

import { GROUP_CATALOGUE } from '../access/groups'
import { isEditor, isStaff } from '../access/predicates'
import { label } from '../fields/common'
import { invalidateOnChange, sharedTags } from '../hooks/invalidateOnChange'
import { checkDocumentFile } from './checkDocumentFile'

const invalidate = invalidateOnChange(sharedTags(tags.documents))

/**
 * The files of downloadable documents, apart from the media library: visitors reach them only
 * through the download route, which counts downloads and answers byte ranges. Text-like DXF files
 * have no signature the upload check knows, hence `text/plain` among the accepted types.
 */
export const DocumentFiles: CollectionConfig = {
  slug: 'document-files',
  labels: {
    singular: label('Tệp tài liệu', 'Document file'),
    plural: label('Tệp tài liệu', 'Document files'),
  },
  admin: {
    group: GROUP_CATALOGUE,
    defaultColumns: ['filename', 'mimeType', 'filesize', 'updatedAt'],
  },
  access: { create: isEditor, read: isStaff, update: isEditor, delete: isEditor },
  hooks: {
    beforeValidate: [checkDocumentFile],
    afterChange: [invalidate.afterChange],
    afterDelete: [invalidate.afterDelete],
  },
  upload: {
    staticDir: documentFilesDir(),
    mimeTypes: [
      'application/pdf',
      'application/zip',
      'image/vnd.dwg',
      'image/vnd.dxf',
      'text/plain',
    ],
  },
  fields: [],
}
