import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
} from 'payload'

type FilterRow = { filter?: string | null; value?: string | null }

/** `filter:value` tags, the form lists query with (one indexed column instead of a join per filter). */
export const filterTag = (filter: string, value: string): string => `${filter}:${value}`

export const deriveFilterTags: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || !Array.isArray(data.filters)) return data
  data.filterTags = (data.filters as FilterRow[]).flatMap((row) =>
    row.filter && row.value ? [filterTag(row.filter.trim(), row.value.trim())] : [],
  )
  return data
}

/** Every filter value must be one the category's filters offer. */
export const checkFilterValues: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const rows = (data.filters ?? originalDoc?.filters ?? []) as FilterRow[]
  const category = data.category ?? originalDoc?.category
  if (!category || rows.length === 0) return data
  const { docs } = await req.payload.find({
    collection: 'product-filters',
    where: { category: { equals: category } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    // No `locale` here: the local API would switch the shared request's locale, and the
    // document being saved would be written in that language.
    req,
  })
  const allowed = new Map(
    docs.map((filter) => [filter.key, new Set((filter.options ?? []).map((o) => o.value))]),
  )
  const wrong = rows.filter((row) => !allowed.get(row.filter ?? '')?.has(row.value ?? ''))
  if (wrong.length > 0) {
    throw new ValidationError({
      collection: 'products',
      errors: wrong.map((row) => ({
        path: 'filters',
        message: `${row.filter}=${row.value} is not an option of the ${category} filters`,
      })),
    })
  }
  return data
}
