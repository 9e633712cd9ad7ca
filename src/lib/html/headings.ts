/**
 * Backend HTML with every heading moved `levels` down (h2 → h3), at most to h6: a text written
 * to sit right under a page's h1 keeps a sound outline when a block shows it under its own h2.
 */
export function demoteHeadings(html: string, levels = 1): string {
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>/])/gi,
    (_tag, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + levels)}`,
  )
}
