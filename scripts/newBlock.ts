/**
 * `npm run new:block -- <Name> [--vi "Nhãn"] [--en "Label"]`: writes a block's schema
 * (`blocks/<Name>/config.ts`), renderer (`src/blocks/<Name>/Component.tsx`) and admin thumbnail
 * (`public/admin/blocks/<slug>.svg`), registers it in `blocks/index.ts` and
 * `src/blocks/RenderBlocks.tsx`, and prints the commands left (types, migration).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import * as prettier from 'prettier'

import {
  componentTemplate,
  configTemplate,
  conflictsOf,
  DEFAULT_THUMBNAIL,
  newBlock,
  NewBlockError,
  nextCommands,
  registerInIndex,
  registerRenderer,
  THUMBNAIL_DIRECTORY,
} from './lib/newBlock.ts'

const USAGE = 'Usage: npm run new:block -- <Name> [--vi "Nhãn tiếng Việt"] [--en "English label"]'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const at = (...parts: string[]) => path.join(root, ...parts)
const read = (file: string) => readFileSync(at(file), 'utf8')
const directoriesIn = (directory: string) =>
  readdirSync(at(directory), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

function configSlugs(): string[] {
  return directoriesIn('blocks').flatMap((directory) => {
    const file = path.join('blocks', directory, 'config.ts')
    if (!existsSync(at(file))) return []
    return /^\s*slug: '(\w+)'/m.exec(read(file))?.[1] ?? []
  })
}

async function formatted(file: string, source: string): Promise<string> {
  const options = await prettier.resolveConfig(at(file))
  return prettier.format(source, { ...options, filepath: at(file) })
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { vi: { type: 'string' }, en: { type: 'string' }, help: { type: 'boolean' } },
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const [name, ...extra] = positionals
  if (!name || extra.length > 0) throw new NewBlockError(`Give exactly one block name.\n${USAGE}`)

  const block = newBlock(name, { vi: values.vi, en: values.en })
  const indexFile = 'blocks/index.ts'
  const renderFile = 'src/blocks/RenderBlocks.tsx'
  const typesFile = 'src/payload-types.ts'
  const indexSource = read(indexFile)
  const renderSource = read(renderFile)
  const problems = conflictsOf(block, {
    directories: [...directoriesIn('blocks'), ...directoriesIn('src/blocks')],
    slugs: configSlugs(),
    indexSource,
    renderSource,
    payloadTypes: existsSync(at(typesFile)) ? read(typesFile) : undefined,
  })
  if (problems.length > 0)
    throw new NewBlockError(`Cannot add ${name}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)

  // Everything is computed (and can fail) before the first file is written.
  const configFile = `blocks/${block.name}/config.ts`
  const componentFile = `src/blocks/${block.name}/Component.tsx`
  const thumbnailFile = `${THUMBNAIL_DIRECTORY}/${block.slug}.svg`
  const writes: [file: string, text: string][] = [
    [configFile, await formatted(configFile, configTemplate(block))],
    [componentFile, await formatted(componentFile, componentTemplate(block))],
    [indexFile, await formatted(indexFile, registerInIndex(indexSource, block))],
    [renderFile, await formatted(renderFile, registerRenderer(renderSource, block))],
  ]
  const keepThumbnail = existsSync(at(thumbnailFile))
  if (!keepThumbnail) writes.push([thumbnailFile, DEFAULT_THUMBNAIL])

  const created = new Set([configFile, componentFile, thumbnailFile])
  for (const [file, text] of writes) {
    mkdirSync(path.dirname(at(file)), { recursive: true })
    // New files never overwrite anything, even one that appeared since the checks above.
    writeFileSync(at(file), text, { flag: created.has(file) ? 'wx' : 'w' })
  }

  console.log(`Added the block ${block.name} (slug ${block.slug}, type ${block.interfaceName}):`)
  console.log(`  wrote      ${configFile}`)
  console.log(`  wrote      ${componentFile}`)
  console.log(
    keepThumbnail
      ? `  kept       ${thumbnailFile} (already there)`
      : `  wrote      ${thumbnailFile} (a placeholder: draw the block's own thumbnail)`,
  )
  console.log(`  registered ${block.name} in ${indexFile}`)
  console.log(`  registered ${block.slug} in ${renderFile}`)
  if (!values.vi || !values.en)
    console.log(
      `  labels     vi "${block.labels.vi}", en "${block.labels.en}" (set them with --vi/--en or in ${configFile})`,
    )
  console.log('\nLeft to do (the type check fails on the new block until the first):')
  for (const command of nextCommands(block)) console.log(`  ${command}`)
}

main().catch((error: unknown) => {
  if (error instanceof NewBlockError) console.error(error.message)
  // Unknown flags and missing flag values, as node:util's parseArgs reports them.
  else if (
    error instanceof TypeError &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  )
    console.error(`${error.message}\n${USAGE}`)
  else console.error(error)
  process.exit(1)
})
