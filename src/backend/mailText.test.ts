import { describe, expect, it } from 'vitest'

import { textMailHtml } from './mailText'

describe('textMailHtml', () => {
  it('makes one paragraph a line, escaped, with the addresses clickable', () => {
    const html = textMailHtml('Xin chào <Lan> & "bạn"\n\nXem: https://example.vn/ve?id=1&x=2\n')
    expect(html).toContain(
      '<p style="margin:0 0 8px">Xin chào &#60;Lan&#62; &#38; &#34;bạn&#34;</p>',
    )
    expect(html).toContain(
      'Xem: <a href="https://example.vn/ve?id=1&#38;x=2">https://example.vn/ve?id=1&#38;x=2</a>',
    )
    expect(html.match(/<p /g)).toHaveLength(2)
  })

  it('puts the extra HTML after the text, unescaped', () => {
    expect(textMailHtml('Vé', { after: '<img src="cid:qr">' })).toMatch(
      /<p style="margin:0 0 8px">Vé<\/p><img src="cid:qr"><\/div>$/,
    )
  })
})
