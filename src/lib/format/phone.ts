/** `1800585833` → `1800 585 833`; other numbers are grouped in threes after the first four digits. */
export function formatHotline(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  if (digits.length < 8) return raw
  return `${digits.slice(0, 4)} ${digits.slice(4).replace(/(\d{3})(?=\d)/g, '$1 ')}`.trim()
}
