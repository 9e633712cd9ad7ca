import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, inlineScriptHashes } from './csp'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inline script hashes', () => {
  it('hashes every inline script exactly as written, once', () => {
    const html =
      '<html><head><script>self.__next_f=[]</script><script src="/_next/a.js"></script></head>' +
      '<body><script id="_R_">(globalThis.TURBOPACK||[]).push(1)</script>' +
      '<script>self.__next_f=[]</script><script type="module">import("/x.js")</script></body></html>'
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=[]'),
      sha('(globalThis.TURBOPACK||[]).push(1)'),
      sha('import("/x.js")'),
    ])
  })

  it('leaves data blocks and external scripts out', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script src="/a.js">ignored</script><script type="text/javascript">run()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('run()')])
  })
})

describe('content security policy', () => {
  it('allows scripts from this origin and the hashed ones, never inline or eval', () => {
    const policy = contentSecurityPolicy([sha('a')], { production: false })
    const script = policy.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(script).toBe(`script-src 'self' ${sha('a')}`)
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(script).not.toMatch(/unsafe-inline/)
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "form-action 'self'",
    ])
      expect(policy).toContain(directive)
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy([], { production: true })).toContain('upgrade-insecure-requests')
  })

  it('frames only this origin and the privacy-enhanced YouTube player', () => {
    const frames = contentSecurityPolicy([], { production: false })
      .split('; ')
      .find((directive) => directive.startsWith('frame-src'))
    expect(frames).toBe("frame-src 'self' https://www.youtube-nocookie.com")
  })
})
