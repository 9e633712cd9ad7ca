/**
 * Whether a browser's `Origin` names a site other than ours (`ownHosts`): a request written on
 * another site's behalf. No `Origin` (a server, a same-origin GET) is not foreign; one that cannot
 * be read (`null`, garbage) is.
 */
export function isForeignOrigin(
  origin: string | null | undefined,
  ownHosts: readonly (string | null | undefined)[],
): boolean {
  if (!origin) return false
  try {
    return !ownHosts.includes(new URL(origin).host)
  } catch {
    return true
  }
}
