/**
 * The renderer's scripts wait for the page's first picture. Next writes its chunks as `async`
 * scripts in the head (and one more at the end of the body), so a phone fetches some 150 kB of
 * JavaScript alongside the stylesheets and the hero picture, and the page shows only once all
 * of it has come in. Here those tags become one small inline loader at the end of the body that
 * adds the same scripts once the parsed page has been painted with its hero, so the visible
 * page gets the whole connection first and hydrates a moment later.
 *
 * Nothing depends on scripts running before that: links, forms and the search box work without
 * JavaScript, and async scripts never had an order. A document whose tags do not look as
 * expected (another Next version) is left as it was.
 */

/** Next's chunk scripts, as React writes them (`async` bootstrap scripts). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
/** Early hints for chunks: the body's bootstrap script, and lazy components rendered on the server. */
const LINK = /<link\b[^>]*>/g
const CHUNK_HREF = /\bhref="(\/_next\/static\/[^"<>]+\.js)"/
const isScriptPreload = (tag: string) => /\brel="preload"/.test(tag) && /\bas="script"/.test(tag)

/**
 * The loader (`s`: the chunk scripts, `p`: chunks only hinted at), run once the whole page has
 * been parsed. It waits for the browser to report the first contentful paint (a paint timing
 * entry, delivered once the frame is on screen), then for the hero (the page's
 * `fetchpriority="high"` picture) when it is still loading: `requestAnimationFrame` runs just
 * before the frame that shows it and a timeout set there just after. A browser without paint
 * timing waits for one frame; a hidden page (a tab opened in the background paints nothing)
 * loads them at once; and after 5 s they load whatever happened. `__chunksPending` counts the
 * scripts not yet run: 0 once all have run, and the page has started hydrating (end-to-end tests
 * wait on it).
 */
const LOADER = [
  '(function(s,p){var d=document,w=window,P=w.PerformanceObserver,done=0;',
  'w.__chunksPending=s.length;',
  'function ran(){w.__chunksPending--}',
  'function run(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");',
  'e.src=u;e.async=!0;e.onload=e.onerror=ran;d.head.appendChild(e)});',
  'p.forEach(function(u){var l=d.createElement("link");',
  'l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l)})}',
  'function painted(f){requestAnimationFrame(function(){setTimeout(f,0)})}',
  'function hero(){var h=d.querySelector(\'img[fetchpriority="high"]\');',
  'if(!h||h.complete)return run();',
  'h.addEventListener("load",function(){painted(run)});h.addEventListener("error",run)}',
  'if(d.visibilityState!=="visible")return run();',
  'setTimeout(run,5e3);',
  'if(!P||(P.supportedEntryTypes||[]).indexOf("paint")==-1)return painted(hero);',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){',
  'o.disconnect();hero()}}).observe({type:"paint",buffered:!0})',
  '})',
].join('')

const LOADER_CALL = /<script>\(function\(s,p\)\{var d=document,[^<]*\}\)\((\[[^<]*?\]),/

/** `html` with Next's chunk scripts loaded after the first painted frame (see above). */
export function deferChunkScripts(html: string): string {
  if (!html.includes('</body>')) return html
  const sources: string[] = []
  const hints: string[] = []
  const rest = html
    .replace(CHUNK_SCRIPT, (_, source: string) => {
      sources.push(source)
      return ''
    })
    .replace(LINK, (tag) => {
      const href = isScriptPreload(tag) ? CHUNK_HREF.exec(tag)?.[1] : undefined
      if (!href) return tag
      hints.push(href)
      return ''
    })
  if (sources.length === 0) return html
  const preloads = [...new Set(hints)].filter((href) => !sources.includes(href))
  const at = rest.lastIndexOf('</body>')
  // The URLs are Next's own file names (no quotes, no `<`), so JSON is safe inside the script.
  const call = `${JSON.stringify(sources)},${JSON.stringify(preloads)}`
  return `${rest.slice(0, at)}<script>${LOADER}(${call})</script>${rest.slice(at)}`
}

/** The chunk scripts a document loads, whether written as tags or handed to the loader. */
export function chunkScriptsOf(html: string): string[] {
  const listed = LOADER_CALL.exec(html)?.[1]
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
    .filter((match) => !/\bnoModule\b/i.test(match[0]))
    .map((match) => match[1]!)
  return [...new Set([...(listed ? (JSON.parse(listed) as string[]) : []), ...tags])]
}
