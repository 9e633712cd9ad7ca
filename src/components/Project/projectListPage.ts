import { getTranslations } from 'next-intl/server'

import type { LayoutBlock } from '@/blocks/types'
import {
  canonicalProjectState,
  parseProjectListState,
  type ProjectListState,
} from '@/domain/projectList'
import type { Locale } from '@/i18n/locales'

type Search = Record<string, string | string[] | undefined>

/**
 * The canonical state of the project gallery a layout holds (a `projectList` with filters): its
 * business area (`?t=`), view (`?c=`) and page are addresses of their own; null without one.
 */
export function projectGalleryState(
  layout: LayoutBlock[],
  search?: Search,
): ProjectListState | null {
  const gallery = layout.some((block) => block.blockType === 'projectList' && block.filters)
  return gallery ? canonicalProjectState(parseProjectListState(search ?? {})) : null
}

/** What the title adds for a gallery state: `Case studies · Building solutions`, or nothing. */
export async function projectGalleryTitle(
  state: ProjectListState,
  locale: Locale,
): Promise<string | null> {
  if (!state.view && !state.area) return null
  const t = await getTranslations({ locale, namespace: 'projects' })
  return [
    state.view ? t(`views.${state.view}`) : null,
    state.area ? t(`areas.${state.area}`) : null,
  ]
    .filter(Boolean)
    .join(' · ')
}
