import { describe, expect, it } from 'vitest'

import { htmlToText } from './text'

describe('htmlToText', () => {
  it('keeps the words and drops the tags', () => {
    expect(
      htmlToText('<p>Gọi <strong>1800 585 833</strong> hoặc <a href="/lien-he">liên hệ</a>.</p>'),
    ).toBe('Gọi 1800 585 833 hoặc liên hệ.')
  })

  it('separates blocks and list items with a space', () => {
    expect(htmlToText('<p>Một</p><p>Hai</p><ul><li>Ba</li><li>Bốn</li></ul>Năm<br>Sáu')).toBe(
      'Một Hai Ba Bốn Năm Sáu',
    )
  })

  it('decodes entities, named and numeric', () => {
    expect(htmlToText('A &amp; B &lt;3 &quot;x&quot; &#39;y&#39; &#x1F600; a&nbsp;b')).toBe(
      'A & B <3 "x" \'y\' 😀 a b',
    )
  })

  it('leaves unknown or impossible entities as written', () => {
    expect(htmlToText('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;')
  })

  it('drops scripts and styles with their content', () => {
    expect(htmlToText('<style>p{}</style><p>Text</p><script>alert(1)</script>')).toBe('Text')
  })
})
