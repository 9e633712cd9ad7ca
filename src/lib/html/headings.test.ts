import { describe, expect, it } from 'vitest'

import { demoteHeadings } from './headings'

describe('demoteHeadings', () => {
  it('moves opening and closing heading tags one level down, keeping attributes', () => {
    expect(demoteHeadings('<h2 id="a">Sứ mệnh</h2><p>x</p><h3>Mục tiêu</h3>')).toBe(
      '<h3 id="a">Sứ mệnh</h3><p>x</p><h4>Mục tiêu</h4>',
    )
  })

  it('stops at h6 and leaves other tags alone', () => {
    expect(demoteHeadings('<h6>a</h6><H5>b</H5><hr><header>c</header>', 2)).toBe(
      '<h6>a</h6><h6>b</h6><hr><header>c</header>',
    )
  })
})
