import { describe, expect, it } from 'vitest'

import { robotsRules } from './robots'

const disallowed = (siteUrl: string) => {
  const { rules } = robotsRules(siteUrl, true)
  return [(Array.isArray(rules) ? rules[0]! : rules).disallow].flat()
}

describe('robotsRules', () => {
  it('in production, keeps crawlers out of the admin, the APIs, search and the account area, in both languages', () => {
    const paths = disallowed('https://www.sora.vn')
    expect(paths).toEqual(expect.arrayContaining(['/admin', '/cms-api/', '/api/']))
    for (const path of ['/tim-kiem', '/profile', '/login', '/dang-ky', '/resetPassword'])
      expect(paths).toEqual(expect.arrayContaining([path, `/en${path}`]))
    expect(paths).not.toContain('/')
    expect(robotsRules('https://www.sora.vn', true).rules).toMatchObject({ allow: '/' })
  })

  it('anywhere but production, closes the whole site', () => {
    expect(robotsRules('http://localhost:3000', false).rules).toEqual({
      userAgent: '*',
      disallow: '/',
    })
  })

  it('names the site map on the origin, with or without a trailing slash', () => {
    expect(robotsRules('https://www.sora.vn/', true).sitemap).toBe(
      'https://www.sora.vn/sitemap.xml',
    )
    expect(robotsRules('http://localhost:3000', false).sitemap).toBe(
      'http://localhost:3000/sitemap.xml',
    )
  })
})
