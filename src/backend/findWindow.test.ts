import type { PaginatedDocs } from 'payload'
import { describe, expect, it } from 'vitest'

import { findAcross, findWindow, type Segment } from './findWindow'

/** Payload's paging over an in-memory list. */
const pagesOf =
  (rows: number[]) =>
  async (page: number, limit: number): Promise<PaginatedDocs<number>> => {
    const docs = rows.slice((page - 1) * limit, page * limit)
    return {
      docs,
      totalDocs: rows.length,
      limit,
      page,
      totalPages: Math.ceil(rows.length / limit),
      hasNextPage: page * limit < rows.length,
      hasPrevPage: page > 1,
      nextPage: null,
      prevPage: null,
      pagingCounter: 0,
    }
  }

const segment = (rows: number[]): Segment<number> => ({
  count: async () => rows.length,
  readPage: pagesOf(rows),
})

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i)

describe('findWindow', () => {
  it('answers any skip, aligned to the page size or not', async () => {
    const rows = range(0, 23)
    for (const [skip, take] of [
      [0, 5],
      [5, 5],
      [3, 5],
      [21, 5],
      [30, 5],
      [7, 1],
    ] as const) {
      const { totalCount, docs } = await findWindow(pagesOf(rows), skip, take)
      expect(totalCount).toBe(23)
      expect(docs).toEqual(rows.slice(skip, skip + take))
    }
  })
})

describe('findAcross', () => {
  it('lists the segments one after the other, paging across the seam', async () => {
    const upcoming = range(0, 4)
    const past = range(100, 107)
    const all = [...upcoming, ...past]
    for (let skip = 0; skip < 13; skip += 1)
      for (const take of [1, 3, 5, 20]) {
        const { totalCount, docs } = await findAcross(
          [segment(upcoming), segment(past)],
          skip,
          take,
        )
        expect(totalCount).toBe(11)
        expect(docs).toEqual(all.slice(skip, skip + take))
      }
  })
})
