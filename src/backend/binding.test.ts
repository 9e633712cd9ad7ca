import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { BannerType } from '@/domain/enums'

import { boolParam, choiceParam, enumParam, intParam } from '@/contract/params'

import { bindBody, bindQuery } from './binding'
import { BackendFault } from './errors'

const schema = z.object({
  page: intParam().optional(),
  bannerType: enumParam(BannerType).optional(),
  isActive: boolParam().optional(),
  sortDirection: choiceParam(['ascending', 'descending']).optional(),
})

const bind = (query: string) => bindQuery(schema, new URLSearchParams(query))

describe('bindQuery (ASP.NET-style model binding)', () => {
  it('matches parameter names whatever their case', () => {
    expect(bind('Page=2&ISACTIVE=true&SortDirection=Descending')).toEqual({
      page: 2,
      isActive: true,
      sortDirection: 'descending',
    })
  })

  it('binds an enum by name in any case, or by number', () => {
    expect(bind('BannerType=footer').bannerType).toBe(140)
    expect(bind('bannertype=Footer').bannerType).toBe(140)
    expect(bind('BannerType=140').bannerType).toBe(140)
    expect(bind('BannerType=HOMEBANNER').bannerType).toBe(0)
  })

  it('rejects unknown enum values with a validation error naming the member', () => {
    const error = (() => {
      try {
        bind('BannerType=999')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(BackendFault)
    expect((error as BackendFault).status).toBe(400)
    expect((error as BackendFault).validationErrors?.[0]?.members).toEqual(['bannerType'])
  })

  it('accepts 1/0 and true/false for booleans and rejects anything else', () => {
    expect(bind('isActive=1').isActive).toBe(true)
    expect(bind('isActive=FALSE').isActive).toBe(false)
    expect(() => bind('isActive=yes')).toThrow(BackendFault)
  })

  it('rejects non-integers, and numbers written otherwise than in decimal digits', () => {
    expect(() => bind('page=1.5')).toThrow(BackendFault)
    expect(() => bind('page=abc')).toThrow(BackendFault)
    expect(() => bind('page=0x10')).toThrow(BackendFault)
    expect(() => bind('page=1e3')).toThrow(BackendFault)
    expect(bind('page=%2012%20').page).toBe(12)
  })

  it('rejects a NUL character in any text, naming the member', () => {
    const text = z.object({ keyword: z.string().optional() })
    const error = (() => {
      try {
        bindQuery(text, new URLSearchParams('keyword=a%00b'))
      } catch (caught) {
        return caught
      }
    })() as BackendFault
    expect(error).toBeInstanceOf(BackendFault)
    expect(error.status).toBe(400)
    expect(error.validationErrors?.[0]?.members).toEqual(['keyword'])
    expect(() =>
      bindBody(z.object({ items: z.array(z.string()) }), { items: ['ok', 'x\u0000'] }),
    ).toThrow(BackendFault)
  })
})

describe('bindBody', () => {
  it('matches top-level JSON names case-insensitively', () => {
    const body = z.object({ languageName: z.string(), key: z.string() })
    expect(bindBody(body, { LanguageName: 'vi', KEY: 'k1' })).toEqual({
      languageName: 'vi',
      key: 'k1',
    })
  })

  it('rejects a body that is not an object', () => {
    expect(() => bindBody(z.object({}), ['x'])).toThrow(BackendFault)
  })
})
