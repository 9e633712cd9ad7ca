/** Text made safe inside HTML content and double-quoted attributes. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)
