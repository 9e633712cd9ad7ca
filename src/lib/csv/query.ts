/** Parameters of the admin list's address that choose rows: the filter, the search, the sort. */
const KEPT = /^(where(\[|$)|search$|sort$)/

/**
 * The query string of a CSV export for the list the admin shows: its `where[…]`, `search` and
 * `sort` parameters as they are (Payload's own bracket notation), without paging or columns,
 * plus the language of the headers.
 */
export function exportQueryString(listSearch: string | URLSearchParams, language: string): string {
  const current = new URLSearchParams(listSearch)
  const kept = new URLSearchParams()
  for (const [name, value] of current) if (KEPT.test(name)) kept.append(name, value)
  kept.set('lang', language === 'en' ? 'en' : 'vi')
  return kept.toString()
}
