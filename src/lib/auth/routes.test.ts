import { describe, expect, it } from 'vitest'

import { routeAccess } from './routes'

describe('account route table', () => {
  it('flags the profile area as signed-in only, in both languages', () => {
    for (const path of [
      '/profile',
      '/profile/my-tickets',
      '/en/profile',
      '/changePassword',
      '/en/changePassword',
    ])
      expect(routeAccess(path)).toBe('auth')
  })

  it('flags login and registration as guest-only, under both names', () => {
    for (const path of [
      '/login',
      '/dang-nhap',
      '/register',
      '/dang-ky',
      '/en/login',
      '/en/register',
    ])
      expect(routeAccess(path)).toBe('guest')
  })

  it('leaves everything else, password recovery included, to everyone', () => {
    for (const path of [
      '/',
      '/en',
      '/gioi-thieu',
      '/forgotPassword',
      '/resetPassword',
      '/profiles',
      '/loginx',
    ])
      expect(routeAccess(path)).toBeUndefined()
  })
})
