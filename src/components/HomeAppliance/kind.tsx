import type { EntityKind } from '@/app/(site)/[locale]/[...slug]/entityKinds'
import type { Locale } from '@/i18n/locales'
import { permanentRedirect } from '@/i18n/navigation'
import { orNotFound } from '@/lib/backend/errors'
import { getHomeAppliance } from '@/lib/backend/homeAppliances'
import { getPage } from '@/lib/cms/pages'

/** A home-appliance category and the address of its page in the request language. */
type HomeAppliancePage = { id: number; name: string; path: string }

/** The category's page in `locale` (its slug may differ there), or null when it has none. */
async function readHomeAppliance(locale: Locale, id: number): Promise<HomeAppliancePage | null> {
  const appliance = await orNotFound(getHomeAppliance(locale, id))
  if (!appliance) return null
  const page = await getPage(locale, appliance.detailUrl.replace(/^\//, ''))
  return page ? { id: appliance.id, name: appliance.name, path: `/${page.slugs[locale]}` } : null
}

/**
 * Home appliances at `/{slug}-ha{id}` (spec §2): the entity is a home-appliance category, whose
 * canonical address is its own page (`/tu-lanh`), so every such path answers 301 there.
 */
const kind: EntityKind<HomeAppliancePage> = {
  read: readHomeAppliance,
  // The page's bare slug: a `-ha{id}` path never equals it, so the route always redirects.
  slug: (appliance) => appliance.path.slice(1),
  detailUrl: (appliance) => appliance.path,
  metadata: async () => ({}),
  render: async (appliance, locale) => permanentRedirect(appliance.path, locale),
}

/** For `entityKinds.ts`, which imports this file (so this file takes only its types: no cycle). */
export const homeApplianceKind = kind as EntityKind<unknown>
