import type { Paging } from '@/contract/call'

type PagingInput = {
  page?: number | undefined
  rowsPerPage?: number | undefined
  skipCount?: number | undefined
  maxResultCount?: number | undefined
}

/** Rows to skip and take, by the call's paging defaults. Page/RowsPerPage wins when both spellings are present. */
export function window(
  input: PagingInput,
  paging: Pick<Paging, 'defaultSize'> = { defaultSize: 10 },
): { skip: number; take: number } {
  if (input.page !== undefined || input.rowsPerPage !== undefined) {
    const take = input.rowsPerPage ?? paging.defaultSize
    return { skip: ((input.page ?? 1) - 1) * take, take }
  }
  return { skip: input.skipCount ?? 0, take: input.maxResultCount ?? paging.defaultSize }
}

export const isDescending = (direction: string | undefined): boolean =>
  direction === 'descending' || direction === 'desc'
