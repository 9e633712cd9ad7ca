import { z } from 'zod'

import { choiceParam, intParam } from './binding'

/** Largest page any list answers, whatever the client asks. */
export const MAX_PAGE_SIZE = 100

/** ABP paging in both spellings the contract uses: Page/RowsPerPage and SkipCount/MaxResultCount. */
export const pagingInput = {
  page: intParam().pipe(z.number().int().min(1).max(10_000)).optional(),
  rowsPerPage: intParam().pipe(z.number().int().min(1).max(MAX_PAGE_SIZE)).optional(),
  skipCount: intParam().pipe(z.number().int().min(0).max(100_000)).optional(),
  maxResultCount: intParam().pipe(z.number().int().min(1).max(MAX_PAGE_SIZE)).optional(),
  sortDirection: choiceParam(['ascending', 'descending', 'asc', 'desc']).optional(),
}

type PagingInput = {
  page?: number | undefined
  rowsPerPage?: number | undefined
  skipCount?: number | undefined
  maxResultCount?: number | undefined
}

/** Rows to skip and take. Page/RowsPerPage wins when both spellings are present. */
export function window(input: PagingInput, defaultSize = 10): { skip: number; take: number } {
  if (input.page !== undefined || input.rowsPerPage !== undefined) {
    const take = input.rowsPerPage ?? defaultSize
    return { skip: ((input.page ?? 1) - 1) * take, take }
  }
  return { skip: input.skipCount ?? 0, take: input.maxResultCount ?? defaultSize }
}

export const isDescending = (direction: string | undefined): boolean =>
  direction === 'descending' || direction === 'desc'
