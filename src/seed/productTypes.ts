import type { Bilingual } from './bilingual'

/**
 * The seed shape of catalogue products (issue 4). Products are backend data: the seed writes
 * them into the `products` collection; pictures are generated per product kind and colour.
 */

/** Colour variations (spec §3); the first colour of a product is its default picture. */
export type ColourName =
  | 'black'
  | 'silver'
  | 'white'
  | 'steel'
  | 'pink'
  | 'brown'
  | 'rose'
  | 'red'
  | 'grey'
  | 'rubyred'
  | 'onyxblack'

/** What the picture generator draws (a clean product render on a light studio background). */
export type ProductKind =
  | 'wallSplitAc'
  | 'refrigerator2door'
  | 'refrigerator4door'
  | 'refrigeratorSideBySide'
  | 'standFan'
  | 'wallFan'
  | 'tableFan'
  | 'ceilingFan'
  | 'ventilationWall'
  | 'ventilationCeiling'
  | 'dehumidifier'
  | 'handDryer'
  | 'vrfOutdoor'
  | 'ceilingCassette'
  | 'ductedIndoor'
  | 'wallIndoorHvac'
  | 'elevator'
  | 'escalator'
  | 'plc'
  | 'inverterDrive'
  | 'servo'
  | 'hmi'
  | 'robotArm'
  | 'scaraRobot'
  | 'cobot'

export type ProductGroupName =
  'HomeAppliances' | 'BuildingSolution' | 'FactoryAutomation' | 'InfrastructureSolution'

/** Spec §3 names, kept as they are (including the spelling of `Refigerators`). */
export type ProductCategoryName =
  | 'AirConditioning'
  | 'Refigerators'
  | 'ElectricFans'
  | 'VentilationFans'
  | 'Dehumidifiers'
  | 'JetTowel'
  | 'HVAC'
  | 'FactoryAutomation'
  /** Ours: the spec lists no category for elevators and escalators. */
  | 'Elevators'

/** Icons available for features (drawn by the site's icon set). */
export type FeatureIcon =
  | 'inverter'
  | 'energy'
  | 'quiet'
  | 'airPurify'
  | 'fastCool'
  | 'humidity'
  | 'timer'
  | 'remote'
  | 'wifi'
  | 'fresh'
  | 'freeze'
  | 'shield'
  | 'eco'
  | 'speed'
  | 'precision'
  | 'safety'
  | 'network'
  | 'compact'
  | 'durable'
  | 'hygiene'

export type CapacityUnit = 'BTU/h' | 'HP' | 'L' | 'L/day' | 'kW' | 'W' | 'm³/h' | 'kg' | 'persons'

export type SpecRowSeed = { label: Bilingual<string>; value: Bilingual<string> }

export type DocumentKindName = 'Catalogue' | 'Manual' | 'CADData'

export type ProductSeed = {
  /** Unique and stable, e.g. `ac-msy-jw25vf`; other products refer to it (parent, related). */
  key: string
  group: ProductGroupName
  category: ProductCategoryName
  /** HVAC children name their parent system here (`productHVAChaveParent`). */
  parentKey?: string
  kind: ProductKind
  /** Manufacturer model code, upper case, e.g. `MSY-JW25VF`. */
  modelCode: string
  series: Bilingual<string>
  name: Bilingual<string>
  /** Lower-case ASCII words joined by hyphens, different per language where the words differ. */
  slug: Bilingual<string>
  /** One or two sentences for cards and meta descriptions (≤ 160 characters). */
  shortDescription: Bilingual<string>
  /** Two to four paragraphs of plain text for the detail page. */
  description: Bilingual<string[]>
  /** Three to six features. */
  features: { icon: FeatureIcon; title: Bilingual<string>; text: Bilingual<string> }[]
  /** One to four colours; the first is the default picture. */
  colours: ColourName[]
  capacity?: { value: number; unit: CapacityUnit }
  size?: {
    kind: 'body' | 'indoor' | 'outdoor'
    width: number
    height: number
    depth: number
    unit: 'mm'
  }
  /** Further specification rows (4–10), e.g. power, noise level, refrigerant, weight. */
  specs: SpecRowSeed[]
  /** Energy label where one applies (air conditioners, refrigerators, some fans). */
  energy?: { stars: 1 | 2 | 3 | 4 | 5; cspf?: number }
  /** Reference retail price in VND (home appliances only), a whole number like 12490000. */
  priceVnd?: number
  /**
   * Filter values: filter key → option value, from `productFilterSeeds` for the category, e.g.
   * `{ type: 'one-way', capacity: '9000', inverter: 'yes', stars: '5' }`.
   */
  filters: Record<string, string>
  /** Keys of related products (same category or complementary), 0–4. */
  related?: string[]
  /** Downloadable documents; files are generated at seed time. */
  documents: { kind: DocumentKindName; title: Bilingual<string> }[]
  /** Higher first within its category. */
  displayOrder: number
  featured?: boolean
  isActive?: boolean
}

/** A filter shown on a category page, with its options (issue 4, item 2). */
export type ProductFilterSeed = {
  key: string
  category: ProductCategoryName
  name: Bilingual<string>
  /** `tiles`: radio tiles (one value); `checkboxes`: any of several values. */
  display: 'tiles' | 'checkboxes'
  options: { value: string; label: Bilingual<string> }[]
  displayOrder: number
}
