/** A URL query value as Next hands it over (`?a=1&a=2` gives an array): the first one. */
export const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value
