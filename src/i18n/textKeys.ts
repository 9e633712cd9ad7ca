import { createHash } from 'node:crypto'

/** Nested messages as next-intl reads them. */
export type Messages = { [key: string]: string | Messages }

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flattenMessages(messages: Messages, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') flat[path] = value
    else Object.assign(flat, flattenMessages(value, path))
  }
  return flat
}

/** `{ 'a.b': 'x' }` → `{ a: { b: 'x' } }`. */
export function unflattenMessages(flat: Record<string, string>): Messages {
  const root: Messages = {}
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.')
    let node = root
    for (const part of parts.slice(0, -1)) {
      const next = node[part]
      node = typeof next === 'object' ? next : (node[part] = {})
    }
    node[parts[parts.length - 1]!] = value
  }
  return root
}

/**
 * The backend key of an interface text: a hash of where it is used and of its Vietnamese source
 * text. Rewording the source in the repository yields a new key, registered afresh, so a stale
 * translation is never shown for changed wording.
 */
export const textHashKey = (path: string, sourceText: string): string =>
  `t${createHash('sha256').update(`${path}\n${sourceText}`).digest('hex').slice(0, 20)}`
