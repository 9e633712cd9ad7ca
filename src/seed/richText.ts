import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

/** Lexical JSON, the format Payload's rich-text fields store. */
export type RichText = ReturnType<typeof convertMarkdownToLexical>

type Node = { type?: unknown; fields?: { url?: unknown; newTab?: unknown }; children?: unknown }

/** External links open in a new tab, as an editor would tick it (Markdown cannot say so). */
function markExternalLinks(node: Node): void {
  if (node.type === 'link' && node.fields && /^https?:/.test(String(node.fields.url))) {
    node.fields.newTab = true
  }
  if (Array.isArray(node.children)) for (const child of node.children) markExternalLinks(child)
}

/**
 * A Markdown → Lexical converter for the site's editor (its features decide which Markdown is
 * understood: headings, bold, italic, links, lists, quotes).
 */
export async function markdownConverter(
  config: SanitizedConfig,
): Promise<(markdown: string) => RichText> {
  const editorConfig = await editorConfigFactory.default({ config })
  return (markdown) => {
    const state = convertMarkdownToLexical({ editorConfig, markdown })
    markExternalLinks(state.root as Node)
    return state
  }
}
