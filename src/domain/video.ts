/**
 * Videos of posts are YouTube links (`https://www.youtube.com/watch?v=…`, `https://youtu.be/…`).
 * The site plays them from YouTube's privacy-enhanced host, and only once the visitor asks.
 */

/** Where embedded videos come from (the pages' Content-Security-Policy allows it in frames). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

const VIDEO_ID = /^[\w-]{6,20}$/

/** The video id of a YouTube watch or short link, or null for anything else. */
export function youtubeVideoId(url: string | null | undefined): string | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:') return null
  const host = parsed.hostname.replace(/^(www|m)\./, '')
  const id =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' && parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : null
  return id && VIDEO_ID.test(id) ? id : null
}

/** The player's address for a video id, starting at once (the visitor has just asked for it). */
export const videoEmbedUrl = (id: string): string =>
  `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1`
