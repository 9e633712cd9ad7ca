import type { ProductSeed } from '../../productTypes'
import { airConditionerSeeds } from './airConditioners'
import { elevatorSeeds } from './buildings'
import { dehumidifierSeeds, handDryerSeeds } from './dehumidifiers'
import { factoryAutomationSeeds } from './factoryAutomation'
import { electricFanSeeds, ventilationFanSeeds } from './fans'
import { hvacSeeds } from './hvac'
import { refrigeratorSeeds } from './refrigerators'

/** Every catalogue product, in category order. */
export const productSeeds: ProductSeed[] = [
  ...airConditionerSeeds,
  ...refrigeratorSeeds,
  ...electricFanSeeds,
  ...ventilationFanSeeds,
  ...dehumidifierSeeds,
  ...handDryerSeeds,
  ...hvacSeeds,
  ...elevatorSeeds,
  ...factoryAutomationSeeds,
]
