import type { ReactNode } from 'react'

/**
 * A link that opens in a new tab, saying so to screen readers: for links inside a form being
 * filled in (the privacy policy beside a consent box), so reading them loses nothing typed.
 */
export function NewTabLink({
  href,
  newTabLabel,
  children,
}: {
  href: string
  /** "(opens in a new tab)": `common.opensNewTab`. */
  newTabLabel: string
  children: ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="sr-only"> {newTabLabel}</span>
    </a>
  )
}

/** `text` with its one `{name}` placeholder replaced by `node` (a link), for a sentence with a link. */
export function withPlaceholder(text: string, name: string, node: ReactNode): ReactNode {
  const [before, after = ''] = text.split(`{${name}}`)
  return (
    <>
      {before}
      {node}
      {after}
    </>
  )
}
