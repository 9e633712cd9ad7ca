import { highlight } from '@/domain/siteSearch'

/** `text` with the parts matching `terms` (accents and case ignored) in `<mark>`. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlight(text, terms).map((piece, index) =>
    piece.match ? <mark key={index}>{piece.text}</mark> : piece.text,
  )
}
