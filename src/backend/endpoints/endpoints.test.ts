import { describe, expect, it } from 'vitest'

import { contractCalls } from '@/contract/calls'

import { endpoints } from '.'

describe('the reference backend against the declared contract', () => {
  it('implements every declared call exactly once, and nothing undeclared', () => {
    const declared = Object.values(contractCalls)
    const implemented = endpoints.map((endpoint) => endpoint.call)
    for (const call of implemented) expect(declared).toContain(call)
    for (const call of declared)
      expect(
        implemented.filter((one) => one === call),
        call.path,
      ).toHaveLength(1)
  })

  it('declares each method and path once, whatever the case', () => {
    const routes = Object.values(contractCalls).map(
      (call) => `${call.method} ${call.path.toLowerCase()}`,
    )
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('gives every list call paging defaults within its maximum', () => {
    for (const call of Object.values(contractCalls)) {
      const paging = 'paging' in call ? call.paging : undefined
      if (!paging) continue
      expect(call.method).toBe('GET')
      expect(paging.defaultSize).toBeLessThanOrEqual(paging.maxSize)
      expect(Object.keys(call.input.shape)).toEqual(
        expect.arrayContaining(['page', 'rowsPerPage', 'skipCount', 'maxResultCount']),
      )
    }
  })
})
