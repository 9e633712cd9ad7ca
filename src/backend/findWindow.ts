import type { PaginatedDocs } from 'payload'

/** One page of a sorted query, as Payload pages (`page` from 1, `limit` rows). */
export type PageReader<T> = (page: number, limit: number) => Promise<PaginatedDocs<T>>

/**
 * Rows `skip` to `skip + take` of a query and its total. Payload pages by page number only, so a
 * `SkipCount` that is not a multiple of the page size reads the two pages the window spans.
 */
export async function findWindow<T>(
  readPage: PageReader<T>,
  skip: number,
  take: number,
): Promise<{ totalCount: number; docs: T[] }> {
  const offset = skip % take
  const page = Math.floor(skip / take) + 1
  const first = await readPage(page, take)
  let docs = first.docs.slice(offset)
  if (offset > 0 && first.hasNextPage)
    docs = docs.concat((await readPage(page + 1, take)).docs.slice(0, offset))
  return { totalCount: first.totalDocs, docs }
}

/** A query in parts listed one after the other (upcoming events, then past ones). */
export type Segment<T> = { count: () => Promise<number>; readPage: PageReader<T> }

/** Rows `skip` to `skip + take` across `segments` in order, and their total. */
export async function findAcross<T>(
  segments: Segment<T>[],
  skip: number,
  take: number,
): Promise<{ totalCount: number; docs: T[] }> {
  if (segments.length === 1) return findWindow(segments[0]!.readPage, skip, take)
  const counts = await Promise.all(segments.map((segment) => segment.count()))
  const docs: T[] = []
  let start = 0
  for (const [index, segment] of segments.entries()) {
    const count = counts[index]!
    const from = Math.max(skip + docs.length - start, 0)
    const wanted = take - docs.length
    if (wanted > 0 && from < count)
      docs.push(...(await findWindow(segment.readPage, from, wanted)).docs)
    start += count
  }
  return { totalCount: start, docs }
}
