import { describe, expect, it } from 'vitest'

import { escapeLike } from './like'

describe('escapeLike', () => {
  it('makes wildcards and the escape character literal', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
    expect(escapeLike('điều hòa')).toBe('điều hòa')
  })
})
