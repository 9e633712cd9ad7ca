import type { Paged } from '@/contract/envelope'
import type { ProductListItemDto } from '@/contract/product'

/**
 * How the browser reaches one call of the contract: its path and headers, built on the server
 * from the call's declaration (`browserCall`), so the visitor's bundle needs no schema library.
 */
export type BrowserCall = { path: string; headers: Record<string, string>; maxPageSize: number }

type QueryValue = string | number | boolean | undefined | readonly string[]

/** `Product/GetListBoxDto` from the browser, with the same query the server rendered with. */
export async function fetchCatalogue(
  call: BrowserCall,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<Paged<ProductListItemDto>> {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item))
  }
  const response = await fetch(`${call.path}?${params}`, { headers: call.headers, signal })
  const body = (await response.json()) as {
    success: boolean
    result: Paged<ProductListItemDto> | null
    error: { message: string } | null
  }
  if (!response.ok || !body.success || !body.result)
    throw new Error(body.error?.message ?? `HTTP ${response.status}`)
  return body.result
}
