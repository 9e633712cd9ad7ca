import type { Motif } from '../../schema'
import { applianceMotifs } from './appliances'
import { buildingMotifs } from './buildings'
import { communicationMotifs } from './communication'
import { environmentMotifs } from './environment'
import { homeMotifs } from './home'
import { industryMotifs } from './industry'
import type { MotifSpec } from './kit'
import { peopleMotifs } from './people'

/** Every motif's drawing, by name. */
export const motifs: Record<Motif, MotifSpec> = {
  ...applianceMotifs,
  ...buildingMotifs,
  ...industryMotifs,
  ...environmentMotifs,
  ...peopleMotifs,
  ...communicationMotifs,
  ...homeMotifs,
}
