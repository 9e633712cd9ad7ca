/** Largest id a database column holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647

/** An entity id from text: decimal digits only (not `0x10`, `1e3` or ` 12`), 1 to `MAX_ID`. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= MAX_ID ? id : null
}
