/**
 * What a visitor typed into a posted form, cleaned the same way by every form (in the browser
 * and in the server action): no browser sends control characters, so they never reach a check.
 */

/** A one-line value: control characters made spaces, trimmed. */
export const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()

/** A message: line breaks (as `\n`) and tabs kept, other control characters dropped, trimmed. */
export const multiLine = (value: string) =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim()

/** A posted field as text (a file or nothing is empty text). */
export const fieldText = (form: FormData, name: string): string => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** A posted one-line field, cleaned. */
export const lineOf = (form: FormData, name: string) => oneLine(fieldText(form, name))
