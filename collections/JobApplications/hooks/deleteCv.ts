import type { CollectionAfterDeleteHook } from 'payload'

/** A deleted application takes its CV with it: the file belongs to nobody else. */
export const deleteCv: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const cv = (doc as { cv?: number | { id: number } | null }).cv
  const id = typeof cv === 'object' && cv !== null ? cv.id : cv
  if (typeof id !== 'number') return doc
  try {
    await req.payload.delete({ collection: 'private-files', id, overrideAccess: true, req })
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: `The CV of job application ${doc.id} was kept` })
  }
  return doc
}
