import { markdownConverter } from './richText'

/**
 * The seed's Markdown converter with the site's editor, for unit tests: the Payload config needs
 * a secret and a database address to load, though nothing connects.
 */
export async function siteMarkdownConverter() {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-only-secret-never-used-for-anything'
  process.env.DATABASE_URL ||= 'postgres://unit:unit@127.0.0.1:9/unit'
  const config = await (await import('@payload-config')).default
  return markdownConverter(config)
}
