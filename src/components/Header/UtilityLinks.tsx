import type { MenuLink } from './types'

/** The quick links (careers, downloads, where to buy…): the top bar's and the mobile drawer's. */
export function UtilityLinks({ links, className }: { links: MenuLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}
