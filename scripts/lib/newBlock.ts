/**
 * The pure half of `npm run new:block`: names, checks, file templates and the two registry
 * edits. `scripts/newBlock.ts` reads and writes the files; everything here is text in, text out.
 */

export const NAME_PATTERN = /^[A-Z][A-Za-z0-9]{1,40}$/

/** Where block thumbnails live: `public/admin/blocks/<slug>.svg`, served at the same path. */
export const THUMBNAIL_DIRECTORY = 'public/admin/blocks'
export const thumbnailURL = (slug: string): string => `/admin/blocks/${slug}.svg`

/** A refusal the script prints as it is, without a stack trace. */
export class NewBlockError extends Error {
  override name = 'NewBlockError'
}

export type NewBlock = {
  /** PascalCase: directory name and the config's export (`FaqList`). */
  name: string
  /** camelCase block type (`faqList`). */
  slug: string
  /** The generated type (`FaqListBlock`), also the renderer's name. */
  interfaceName: string
  labels: { vi: string; en: string }
}

/** `FaqList` → `faqList`; a leading acronym is lowered whole (`FAQList` → `faqList`). */
export function slugOf(name: string): string {
  const acronym = /^[A-Z]+(?=[A-Z][a-z]|$)/.exec(name)?.[0]
  if (acronym && acronym.length > 1) return acronym.toLowerCase() + name.slice(acronym.length)
  return name.charAt(0).toLowerCase() + name.slice(1)
}

/** `FaqList` → `Faq list`, `FAQList` → `FAQ list`: the default label when none is given. */
export function labelOf(name: string): string {
  const words = name.match(/[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[a-z0-9]+/g) ?? [name]
  return words
    .map((word, index) => (index === 0 || /^[A-Z0-9]+$/.test(word) ? word : word.toLowerCase()))
    .join(' ')
}

/** The block's longest table name, which PostgreSQL limits to 63 characters. */
const longestTableOf = (slug: string): string =>
  `_pages_v_blocks_${slug.replace(/(?<=[a-z0-9])([A-Z])/g, '_$1').toLowerCase()}_locales`

/** Validates a name and labels and derives the rest; throws `NewBlockError` when invalid. */
export function newBlock(name: string, labels: { vi?: string; en?: string } = {}): NewBlock {
  if (!NAME_PATTERN.test(name))
    throw new NewBlockError(
      `"${name}" is not a block name: use PascalCase letters and digits, 2–41 characters, starting with a capital (e.g. FaqList).`,
    )
  const slug = slugOf(name)
  const table = longestTableOf(slug)
  if (table.length > 63)
    throw new NewBlockError(
      `"${name}" is too long: its table ${table} would exceed PostgreSQL's 63 characters.`,
    )
  const fallback = labelOf(name)
  const resolved = { vi: labels.vi?.trim() || fallback, en: labels.en?.trim() || fallback }
  for (const [locale, label] of Object.entries(resolved))
    if (label.length > 80 || /[\r\n]/.test(label))
      throw new NewBlockError(`The ${locale} label must be one line of at most 80 characters.`)
  return { name, slug, interfaceName: `${name}Block`, labels: resolved }
}

/** What exists already, read from disk by the script (and by the tests). */
export type Existing = {
  /** Directories under `blocks/` and `src/blocks/`. */
  directories: string[]
  /** Slugs declared in `blocks/<Name>/config.ts`. */
  slugs: string[]
  indexSource: string
  renderSource: string
  /** `src/payload-types.ts`, when it exists. */
  payloadTypes?: string
}

const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')

const mentions = (source: string, identifier: string): boolean =>
  new RegExp(`\\b${identifier}\\b`).test(withoutComments(source))

/** The keys of the `renderers` map in `RenderBlocks.tsx`: the slugs that have a renderer. */
export function rendererSlugs(renderSource: string): string[] {
  const { entries } = listBody(
    renderSource,
    /^const renderers = \{$/,
    /^\} satisfies /,
    'renderers',
  )
  return entries.flatMap((line) => /^\s*(\w+):/.exec(line)?.[1] ?? [])
}

/** Every reason the block cannot be added as it is; empty when it can. */
export function conflictsOf(block: NewBlock, existing: Existing): string[] {
  const problems: string[] = []
  const lower = (value: string) => value.toLowerCase()
  const directory = existing.directories.find((entry) => lower(entry) === lower(block.name))
  if (directory) problems.push(`a block directory ${directory} exists (blocks/ or src/blocks/)`)
  const slugs = [...existing.slugs, ...rendererSlugs(existing.renderSource)]
  // Table names are the snake-cased slug, so slugs differing only in case would share tables.
  const clash = slugs.find((slug) => lower(slug) === lower(block.slug))
  if (clash) problems.push(`the slug ${block.slug} clashes with the existing block ${clash}`)
  if (mentions(existing.indexSource, block.name))
    problems.push(`blocks/index.ts already uses the name ${block.name}`)
  if (mentions(existing.renderSource, block.interfaceName))
    problems.push(`src/blocks/RenderBlocks.tsx already uses the name ${block.interfaceName}`)
  const declared = new RegExp(`^export (interface|type) ${block.interfaceName}\\b`, 'm')
  if (existing.payloadTypes && declared.test(existing.payloadTypes))
    problems.push(`src/payload-types.ts already has a type ${block.interfaceName}`)
  return problems
}

/** The lines between the first line matching `open` and the next matching `close`. */
function listBody(source: string, open: RegExp, close: RegExp, what: string) {
  const lines = source.split('\n')
  const start = lines.findIndex((line) => open.test(line))
  const end = lines.findIndex((line, index) => index > start && close.test(line))
  if (start < 0 || end < 0)
    throw new NewBlockError(
      `Cannot find the ${what} list (its own lines, ${open} … ${close}); add the block by hand.`,
    )
  return { lines, start, end, entries: lines.slice(start + 1, end) }
}

/** Adds `line` to the run of imports matching `pattern`, in name order. */
function addImport(source: string, pattern: RegExp, name: string, line: string, file: string) {
  const lines = source.split('\n')
  const imports = lines.flatMap((text, index) => {
    const match = pattern.exec(text)
    return match?.[1] ? [{ index, name: match[1] }] : []
  })
  const last = imports.at(-1)
  if (!last) throw new NewBlockError(`${file}: found no block imports to add to.`)
  if (imports.some((entry) => entry.name === name))
    throw new NewBlockError(`${file} already imports ${name}.`)
  const next = imports.find((entry) => entry.name > name)
  lines.splice(next ? next.index : last.index + 1, 0, line)
  return lines.join('\n')
}

/** Adds `entry` as the last item of a list written one item per line. */
function addEntry(source: string, open: RegExp, close: RegExp, entry: string, what: string) {
  const { lines, end, entries } = listBody(source, open, close, what)
  if (entries.length === 0 || !entries.every((line) => /^ {2}\S.*,$/.test(line)))
    throw new NewBlockError(`The ${what} list is not one item per line; add the block by hand.`)
  lines.splice(end, 0, `  ${entry},`)
  return lines.join('\n')
}

/** `blocks/index.ts` with the block's config imported and appended to `blocks`. */
export function registerInIndex(source: string, block: NewBlock): string {
  const imported = addImport(
    source,
    /^import \{ (\w+) \} from '\.\/\w+\/config'$/,
    block.name,
    `import { ${block.name} } from './${block.name}/config'`,
    'blocks/index.ts',
  )
  return addEntry(imported, /^export const blocks = \[$/, /^\] satisfies /, block.name, 'blocks')
}

/** `src/blocks/RenderBlocks.tsx` with the renderer imported and added to `renderers`. */
export function registerRenderer(source: string, block: NewBlock): string {
  if (rendererSlugs(source).includes(block.slug))
    throw new NewBlockError(`src/blocks/RenderBlocks.tsx already renders ${block.slug}.`)
  const imported = addImport(
    source,
    /^import \{ (\w+) \} from '\.\/\w+\/Component'$/,
    block.interfaceName,
    `import { ${block.interfaceName} } from './${block.name}/Component'`,
    'src/blocks/RenderBlocks.tsx',
  )
  return addEntry(
    imported,
    /^const renderers = \{$/,
    /^\} satisfies /,
    `${block.slug}: ${block.interfaceName}`,
    'renderers',
  )
}

/** A single-quoted TypeScript string, as Prettier writes it (double quotes when that escapes less). */
function quote(text: string): string {
  const escaped = text.replaceAll('\\', '\\\\')
  return escaped.includes("'") && !escaped.includes('"')
    ? `"${escaped}"`
    : `'${escaped.replaceAll("'", "\\'")}'`
}

export const thumbnailAlt = (block: NewBlock): string =>
  `${block.labels.en}: a heading over a paragraph`

/** `blocks/<Name>/config.ts`: a heading and a text, both localised, with its thumbnail. */
export function configTemplate(block: NewBlock): string {
  const labels = `{ vi: ${quote(block.labels.vi)}, en: ${quote(block.labels.en)} }`
  return `import type { Block } from 'payload'

export const ${block.name}: Block = {
  slug: '${block.slug}',
  interfaceName: '${block.interfaceName}',
  labels: {
    singular: ${labels},
    plural: ${labels},
  },
  admin: {
    images: {
      thumbnail: {
        url: '${thumbnailURL(block.slug)}',
        alt: ${quote(thumbnailAlt(block))},
      },
    },
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      required: true,
      label: { vi: 'Tiêu đề', en: 'Heading' },
    },
    { name: 'text', type: 'textarea', localized: true, label: { vi: 'Nội dung', en: 'Text' } },
  ],
}
`
}

/** `src/blocks/<Name>/Component.tsx`: the heading and text in the site's section and container. */
export function componentTemplate(block: NewBlock): string {
  const data = `${block.interfaceName}Data`
  return `import type { ${block.interfaceName} as ${data} } from '@/payload-types'

import type { BlockProps } from '../types'

export function ${block.interfaceName}({ block }: BlockProps<${data}>) {
  // The heading names the section, so it is a landmark a screen-reader user can jump to.
  const headingId = block.id ? \`${block.slug}-\${block.id}\` : undefined
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <div className="prose">
          <h2 id={headingId}>{block.heading}</h2>
          {block.text ? <p>{block.text}</p> : null}
        </div>
      </div>
    </section>
  )
}
`
}

/**
 * The thumbnail a new block starts with (480×320, like the hand-made ones): a heading and text
 * lines on a dashed card, to be replaced by a drawing of the block once it has its own look.
 */
export const DEFAULT_THUMBNAIL = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">
  <rect width="480" height="320" fill="#eef0f3"/>
  <rect x="25" y="25" width="430" height="270" rx="10" fill="#ffffff" stroke="#c3c9d0" stroke-width="2" stroke-dasharray="8 6"/>
  <rect x="64" y="78" width="40" height="6" rx="3" fill="#c8102e"/>
  <rect x="64" y="98" width="230" height="22" rx="6" fill="#3d434b"/>
  <rect x="64" y="144" width="336" height="9" rx="4.5" fill="#b8bec6"/>
  <rect x="64" y="162" width="352" height="9" rx="4.5" fill="#b8bec6"/>
  <rect x="64" y="180" width="318" height="9" rx="4.5" fill="#b8bec6"/>
  <rect x="64" y="198" width="204" height="9" rx="4.5" fill="#b8bec6"/>
</svg>
`

/** The commands left once the files are written, in order. */
export const nextCommands = (block: NewBlock): string[] => [
  'npm run payload -- generate:types',
  `npm run payload -- migrate:create add_${block.slug}_block`,
]
