import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { serveImage } from '@/backend/images'
import { loadContent } from '@/seed/load'

// A seeded wide image (1920 px): the library always holds it.
const NAME = `${loadContent().media.find((seed) => seed.vi.width === 1920)!.key}.webp`

const get = (name: string, query = '', accept = 'image/avif,image/webp,*/*') =>
  serveImage(new Request(`http://localhost/images/${name}${query}`, { headers: { accept } }), name)

describe('images route', () => {
  it('serves a seeded image resized to an allowed width, as AVIF when accepted', async () => {
    const response = await get(NAME, '?width=700')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('vary')).toBe('Accept')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBe(800)
  })

  it('falls back to WebP, then JPEG, by the Accept header', async () => {
    expect((await get(NAME, '?width=320', 'image/webp')).headers.get('content-type')).toBe(
      'image/webp',
    )
    expect((await get(NAME, '?width=320', 'image/*')).headers.get('content-type')).toBe(
      'image/jpeg',
    )
  })

  it('never upscales and answers 304 to a matching ETag', async () => {
    const response = await get(NAME, '?width=99999', 'image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBeLessThanOrEqual(1920)
    const etag = response.headers.get('etag')!
    const again = await serveImage(
      new Request(`http://localhost/images/${NAME}?width=99999`, {
        headers: { accept: 'image/webp', 'if-none-match': etag },
      }),
      NAME,
    )
    expect(again.status).toBe(304)
  })

  it('refuses odd sizes, unknown files and paths outside the library', async () => {
    expect((await get(NAME, '?width=12px')).status).toBe(400)
    expect((await get('no-such-file.webp')).status).toBe(404)
    expect((await get('..%2F..%2Fsecrets.json')).status).toBe(404)
    expect((await get('secrets.json')).status).toBe(404)
  })
})
