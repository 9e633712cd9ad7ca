import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  generateToken,
  isReservedSegment,
  redirectLocation,
  targetProblem,
  TOKEN_PATTERN,
  tokenOfPath,
} from './shortLinks'

const root = path.resolve(import.meta.dirname, '../..')

/** Folder names of a route directory, without route groups and dynamic segments. */
const routeFolders = (relative: string) =>
  readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[([]/.test(entry.name))
    .map((entry) => entry.name)

describe('tokens', () => {
  it('are 4 to 32 URL-safe characters', () => {
    for (const token of ['abcd', 'Summer_2026', 'a-b-c-d', 'x'.repeat(32)])
      expect(TOKEN_PATTERN.test(token)).toBe(true)
    for (const token of ['abc', 'x'.repeat(33), 'a b c', 'sale!', 'a/b', 'khuyến-mãi', ''])
      expect(TOKEN_PATTERN.test(token)).toBe(false)
  })

  it('are generated without look-alike characters and differ each time', () => {
    const tokens = Array.from({ length: 200 }, () => generateToken())
    for (const token of tokens) expect(token).toMatch(/^[a-km-np-z2-9]{7}$/)
    expect(new Set(tokens).size).toBe(200)
    expect(generateToken(12)).toHaveLength(12)
  })

  it('never take a path of the site: locales, APIs, the admin, files and every route folder', () => {
    for (const token of ['en', 'VI', 'api', 'Admin', 'cms-api', 'next', 'feeds', 'images', 'home'])
      expect(isReservedSegment(token)).toBe(true)
    const folders = [
      ...routeFolders('src/app/(site)/[locale]'),
      ...routeFolders('src/app/(backend)'),
      ...routeFolders('src/app/(preview)'),
      ...routeFolders('src/app'),
      ...readdirSync(path.join(root, 'public')).map((name) => name.replace(/\..*$/, '')),
    ]
    const unreserved = folders.filter((folder) => !isReservedSegment(folder))
    // A new route folder must be added to RESERVED_SEGMENTS, or a short link could hide it.
    expect(unreserved).toEqual([])
    expect(isReservedSegment('summer-sale')).toBe(false)
  })

  it('are read from a path with or without the English prefix', () => {
    expect(tokenOfPath('/khuyenmai')).toEqual({ locale: 'vi', token: 'khuyenmai' })
    expect(tokenOfPath('/en/Promo_26/')).toEqual({ locale: 'en', token: 'Promo_26' })
    for (const pathname of ['/', '/en', '/a/b', '/abc', '/vi/abcd', '/%20abcd'])
      expect(tokenOfPath(pathname)).toBeNull()
  })
})

describe('targets', () => {
  it('are a path of the site or an absolute http(s) address', () => {
    for (const target of [
      '/gioi-thieu',
      '/en/gioi-thieu?t=forOwners#team',
      'https://www.youtube.com/watch?v=abc',
      'http://example.vn/',
    ])
      expect(targetProblem(target)).toBeNull()
  })

  it('refuse scripts, other schemes, protocol-relative and credentialed addresses', () => {
    expect(targetProblem('javascript:alert(1)')).toBe('scheme')
    expect(targetProblem('JavaScript:alert(1)')).toBe('scheme')
    expect(targetProblem('data:text/html,<b>x</b>')).toBe('unsafe-characters')
    expect(targetProblem('data:text/html;base64,PGI+')).toBe('scheme')
    expect(targetProblem('ftp://example.vn/file')).toBe('scheme')
    expect(targetProblem('//evil.example/path')).toBe('protocol-relative')
    expect(targetProblem('/\\evil.example')).toBe('unsafe-characters')
    expect(targetProblem('https:/evil.example')).toBe('no-host')
    expect(targetProblem('https://user:secret@example.vn/')).toBe('credentials')
    expect(targetProblem('gioi-thieu')).toBe('not-a-url')
    expect(targetProblem('/a b')).toBe('unsafe-characters')
    expect(targetProblem('/a\u0000b')).toBe('unsafe-characters')
    expect(targetProblem('')).toBe('empty')
    expect(targetProblem(`/${'a'.repeat(2001)}`)).toBe('too-long')
  })

  it('refuse a link to the token itself', () => {
    expect(targetProblem('/promo', 'promo')).toBe('loop')
    expect(targetProblem('/Promo/?x=1', 'promo')).toBe('loop')
    expect(targetProblem('/promo-2', 'promo')).toBeNull()
  })
})

describe('redirectLocation', () => {
  it('keeps the visitor’s query string, before the target’s fragment', () => {
    expect(redirectLocation('/gioi-thieu', '')).toBe('/gioi-thieu')
    expect(redirectLocation('/gioi-thieu', '?utm_source=zalo')).toBe('/gioi-thieu?utm_source=zalo')
    expect(redirectLocation('/ho-so-du-an?t=buildingSolution', '?utm_source=zalo')).toBe(
      '/ho-so-du-an?t=buildingSolution&utm_source=zalo',
    )
    expect(redirectLocation('https://example.vn/a?b=1#c', 'd=2')).toBe(
      'https://example.vn/a?b=1&d=2#c',
    )
    expect(redirectLocation('/a?', '?x=1')).toBe('/a?x=1')
  })
})
