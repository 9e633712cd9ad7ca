import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import sharp from 'sharp'

import { IMAGE_WIDTHS } from '@/contract/images'
import { imageCacheDir, mediaDir } from '@/lib/paths'

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/
const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
}
const RESIZABLE = new Set(['jpeg', 'jpg', 'png', 'webp', 'avif'])
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'

const pending = new Map<string, Promise<string>>()

/** Rounds a requested size up to an allowed width; `undefined` when none or invalid. */
export function snapWidth(raw: string | null): number | undefined | 'invalid' {
  if (raw === null || raw === '') return undefined
  if (!/^\d{1,5}$/.test(raw)) return 'invalid'
  const wanted = Number(raw)
  if (wanted < 1) return 'invalid'
  return IMAGE_WIDTHS.find((width) => width >= wanted) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
}

const pickFormat = (accept: string, source: string): string => {
  if (accept.includes('image/avif')) return 'avif'
  if (accept.includes('image/webp')) return 'webp'
  return source === 'png' ? 'png' : 'jpeg'
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
const badRequest = (message: string) =>
  new Response(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })

async function render(
  source: string,
  target: string,
  width: number | undefined,
  height: number | undefined,
  format: string,
) {
  let pipeline = sharp(source, { failOn: 'error' }).rotate()
  if (width || height) {
    pipeline = pipeline.resize({
      width,
      height,
      fit: width && height ? 'cover' : 'inside',
      withoutEnlargement: true,
    })
  }
  const output =
    format === 'avif'
      ? pipeline.avif({ quality: 55, effort: 2 })
      : format === 'webp'
        ? pipeline.webp({ quality: 78 })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.jpeg({ quality: 80, mozjpeg: true })
  const buffer = await output.toBuffer()
  await mkdir(path.dirname(target), { recursive: true })
  const temporary = `${target}.${process.pid}.tmp`
  await writeFile(temporary, buffer)
  await rename(temporary, target)
  return target
}

const streamFile = (file: string, type: string, etag: string, size: number) =>
  new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'content-type': type,
      'content-length': String(size),
      'cache-control': CACHE_CONTROL,
      etag,
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
      // Files are data, never documents: no script runs even if one is opened directly.
      'content-security-policy':
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  })

/**
 * Serves a file of the media library. Only files already stored there are read; nothing is ever
 * fetched from a URL. Resized variants are cached on disk next to the media directory.
 */
export async function serveImage(request: Request, rawName: string): Promise<Response> {
  let name: string
  try {
    name = decodeURIComponent(rawName)
  } catch {
    return notFound()
  }
  if (!FILE_NAME.test(name) || name.includes('..')) return notFound()
  const extension = path.extname(name).slice(1).toLowerCase()
  const type = TYPES[extension]
  if (!type) return notFound()
  const source = path.join(/* turbopackIgnore: true */ mediaDir(), name)
  const info = await stat(/* turbopackIgnore: true */ source).catch(() => null)
  if (!info?.isFile()) return notFound()

  const url = new URL(request.url)
  const width = snapWidth(url.searchParams.get('width') ?? url.searchParams.get('w'))
  const height = snapWidth(url.searchParams.get('height') ?? url.searchParams.get('h'))
  if (width === 'invalid' || height === 'invalid')
    return badRequest('width and height must be positive integers')

  if (!RESIZABLE.has(extension)) {
    const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`
    return streamFile(source, type, etag, info.size)
  }
  const format = pickFormat(request.headers.get('accept') ?? '', extension)
  const variant = createHash('sha1')
    .update(`${name}|${info.mtimeMs}|${info.size}|${width ?? ''}|${height ?? ''}|${format}`)
    .digest('hex')
  const etag = `"${variant.slice(0, 20)}"`
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, {
      status: 304,
      headers: { etag, 'cache-control': CACHE_CONTROL, vary: 'Accept' },
    })
  }
  const target = path.join(
    /* turbopackIgnore: true */ imageCacheDir(),
    variant.slice(0, 2),
    `${variant}.${format}`,
  )
  let cached = await stat(/* turbopackIgnore: true */ target).catch(() => null)
  if (!cached) {
    let job = pending.get(variant)
    if (!job) {
      job = render(source, target, width, height, format).finally(() => pending.delete(variant))
      pending.set(variant, job)
    }
    await job
    cached = await stat(/* turbopackIgnore: true */ target)
  }
  return streamFile(target, TYPES[format] ?? type, etag, cached.size)
}
