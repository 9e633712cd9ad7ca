/**
 * Text for a LIKE pattern, matched literally: `%`, `_` and the escape character itself lose their
 * wildcard meaning (PostgreSQL's default escape character is the backslash).
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&')
