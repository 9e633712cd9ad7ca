/** A menu entry as client components receive it: final hrefs, plain strings. */
export type MenuLink = {
  label: string
  href: string
  description?: string | null
  external?: boolean
}
export type MenuItem = MenuLink & { children: MenuLink[] }
