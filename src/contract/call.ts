import { z } from 'zod'

import { pagedSchema } from './envelope'
import { choiceParam, intParam } from './params'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call: everyone; staff (admin-UI users with a content role and the renderer's service
 * token); a signed-in visitor (a visitor's access token as `Authorization: Bearer`); or the
 * people at an event's door (`checkIn`: event staff, admins and editors); or those who match bank
 * transfers to paid seminars' orders (`payments`: admins and editors, and the renderer).
 */
export type Audience = 'anonymous' | 'staff' | 'visitor' | 'checkIn' | 'payments'

/** How a list call pages: what it answers when the caller names no page size or sort. */
export type Paging = {
  defaultSize: number
  /** The largest page answered, whatever is asked. */
  maxSize: number
  defaultSort?: string
}

/**
 * One call of the backend contract, declared once: the reference backend registers its handler
 * from it, the renderer's typed client and the browser's list client build their requests from
 * it, and the contract tests and fuzzer enumerate it.
 */
export type Call<I extends z.ZodObject = z.ZodObject, R extends z.ZodType = z.ZodType> = {
  method: HttpMethod
  /** E.g. `/api/services/app/Banner/GetListBoxDto` (the backend matches it case-insensitively). */
  path: string
  audience: Audience
  /** Query (GET, DELETE) or body (POST, PUT) parameters, bound as ASP.NET binds them. */
  input: I
  /** What `result` holds in the envelope of a successful answer. */
  result: R
  paging?: Paging
  /** The largest request body accepted (POST, PUT); larger ones are refused with 413. */
  maxBodyBytes?: number
}

/** What a call's body may weigh when its declaration says nothing. */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024

export type CallInput<C extends Call> = z.input<C['input']>
export type CallResult<C extends Call> = z.output<C['result']>

export const declareCall = <I extends z.ZodObject, R extends z.ZodType>(
  call: Call<I, R>,
): Call<I, R> => call

const SORT_DIRECTIONS = ['ascending', 'descending', 'asc', 'desc'] as const

/** ABP paging in both spellings the contract uses: Page/RowsPerPage and SkipCount/MaxResultCount. */
const pagingParams = (maxSize: number) => ({
  page: intParam().pipe(z.number().int().min(1).max(10_000)).optional(),
  rowsPerPage: intParam().pipe(z.number().int().min(1).max(maxSize)).optional(),
  skipCount: intParam().pipe(z.number().int().min(0).max(100_000)).optional(),
  maxResultCount: intParam().pipe(z.number().int().min(1).max(maxSize)).optional(),
  sortDirection: choiceParam(SORT_DIRECTIONS).optional(),
})

type PagingShape = ReturnType<typeof pagingParams>

/** A paged `GET …/GetListBoxDto`-style call: its filters plus the paging parameters, answering `{ totalCount, items }`. */
export const declareList = <F extends z.ZodRawShape, T extends z.ZodType, P extends Paging>({
  path,
  audience = 'anonymous',
  filters,
  item,
  paging,
}: {
  path: string
  audience?: Audience
  filters: F
  item: T
  paging: P
}) => ({
  ...declareCall({
    method: 'GET',
    path,
    audience,
    input: z.object({ ...filters, ...pagingParams(paging.maxSize) } as F & PagingShape),
    result: pagedSchema(item),
  }),
  paging,
})
