/** A URL query value as Next hands it over (`?a=1&a=2` gives an array): the first one. */
export const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/**
 * Words a visitor typed (a search box, `?q=`), as they are searched: control characters (NUL
 * among them) removed, white space collapsed, trimmed, at most `max` characters.
 */
export const searchText = (value: string | undefined, max = 100): string =>
  (value ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
