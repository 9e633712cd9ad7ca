import { describe, expect, it } from 'vitest'

import { robotsRules } from './robots'

describe('robotsRules', () => {
  it('keeps crawlers out of the admin, the APIs and search, and names the site map', () => {
    expect(robotsRules('https://www.sora.vn')).toEqual({
      rules: {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/cms-api/', '/api/', '/tim-kiem'],
      },
      sitemap: 'https://www.sora.vn/sitemap.xml',
    })
  })

  it('builds the site map address from the origin, with or without a trailing slash', () => {
    expect(robotsRules('https://www.sora.vn/').sitemap).toBe('https://www.sora.vn/sitemap.xml')
    expect(robotsRules('http://localhost:3000').sitemap).toBe('http://localhost:3000/sitemap.xml')
  })
})
