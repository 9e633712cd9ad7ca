import { describe, expect, it } from 'vitest'

import { videoEmbedUrl, youtubeVideoId } from './video'

describe('youtubeVideoId', () => {
  it('reads the id of watch and short links', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('dQw4w9WgXcQ')
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
  })

  it('refuses other hosts, schemes and malformed ids', () => {
    for (const url of [
      null,
      '',
      'not a url',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=a"onload=x',
      'https://youtu.be/',
    ])
      expect(youtubeVideoId(url), String(url)).toBeNull()
  })
})

describe('videoEmbedUrl', () => {
  it('plays from the privacy-enhanced host, at once', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    )
  })
})
