import { describe, expect, it } from 'vitest'

import type { LayoutBlock } from '@/blocks/types'

import { feedOfFile, feedPath, feedsOfLayouts } from './postFeeds'

describe('feed paths', () => {
  it('puts the language in the path and reads the feed back from the file name', () => {
    expect(feedPath('vi', 'news')).toBe('/feeds/vi/news.xml')
    expect(feedPath('en', 'events')).toBe('/feeds/en/events.xml')
    expect(feedOfFile('news.xml')).toBe('news')
    expect(feedOfFile('events.xml')).toBe('events')
    for (const file of ['news', 'news.rss', 'blog.xml', 'constructor.xml', '../news.xml'])
      expect(feedOfFile(file), file).toBeNull()
  })
})

describe('feedsOfLayouts', () => {
  const list = (categoryType: string) => ({ blockType: 'postList', categoryType }) as LayoutBlock

  it('links the feeds of the kinds of posts a page lists, in any of its views', () => {
    expect(feedsOfLayouts([[list('News')], [list('Event')]])).toEqual(['news', 'events'])
    expect(feedsOfLayouts([[list('Blog'), list('Event')]])).toEqual(['events'])
    expect(feedsOfLayouts([[{ blockType: 'hero' } as LayoutBlock]])).toEqual([])
  })
})
