import { z } from 'zod'

/** ABP's validation error item: a message and the members (fields) it concerns. */
export const validationErrorSchema = z.object({
  message: z.string(),
  members: z.array(z.string()),
})
export type ValidationErrorInfo = z.infer<typeof validationErrorSchema>

export const errorInfoSchema = z.object({
  code: z.number(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(validationErrorSchema).nullable(),
})
export type ErrorInfo = z.infer<typeof errorInfoSchema>

/** The ABP response envelope around every answer of the backend contract. */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    result: result.nullable(),
    targetUrl: z.string().nullable(),
    success: z.boolean(),
    error: errorInfoSchema.nullable(),
    unAuthorizedRequest: z.boolean(),
    __abp: z.literal(true),
  })

export type Envelope<T> = {
  result: T | null
  targetUrl: string | null
  success: boolean
  error: ErrorInfo | null
  unAuthorizedRequest: boolean
  __abp: true
}

/** ABP paged list. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ totalCount: z.number().int().nonnegative(), items: z.array(item) })
export type Paged<T> = { totalCount: number; items: T[] }
