import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { DOCUMENT_FORMATS, documentFormatOf, hasFormatSignature } from '@/domain/documents'

/**
 * Only PDF, DWG, DXF and ZIP files whose bytes match their extension are stored, and each is
 * recorded with its format's content type (browsers name DXF and DWG files in many ways).
 */
export const checkDocumentFile: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data?.filename) return data
  const refuse = (message: string) => {
    throw new ValidationError({ errors: [{ message, path: 'file' }] }, req.t)
  }
  const format = documentFormatOf(String(data.filename))
  if (!format) return refuse('Only PDF, DWG, DXF and ZIP files can be uploaded.')
  const bytes = req.file?.data
  if (bytes && bytes.length > 0 && !hasFormatSignature(format, bytes))
    return refuse(`The file is not a valid ${format.toUpperCase()} file.`)
  return { ...data, mimeType: DOCUMENT_FORMATS[format] }
}
