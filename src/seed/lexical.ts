/**
 * Builders for Lexical rich-text JSON (the format Payload's editor stores), so seed content is
 * written as readable code: doc(h2('…'), p('…', bold('…')), ul('…', '…')).
 */
type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
type ElementBase = { format: ''; indent: 0; version: 1; direction: 'ltr' }
type LinkNode = ElementBase & {
  type: 'link'
  fields: { url: string; newTab: boolean; linkType: 'custom' }
  children: TextNode[]
}
type Inline = TextNode | LinkNode
type BlockNode =
  | (ElementBase & { type: 'paragraph'; textFormat: 0; textStyle: ''; children: Inline[] })
  | (ElementBase & { type: 'heading'; tag: 'h2' | 'h3' | 'h4'; children: Inline[] })
  | (ElementBase & { type: 'quote'; children: Inline[] })
  | (ElementBase & {
      type: 'list'
      listType: 'bullet' | 'number'
      tag: 'ul' | 'ol'
      start: 1
      children: (ElementBase & { type: 'listitem'; value: number; children: Inline[] })[]
    })

export type LexicalDoc = { root: ElementBase & { type: 'root'; children: BlockNode[] } }

const element: ElementBase = { format: '', indent: 0, version: 1, direction: 'ltr' }

const text = (value: string, format = 0): TextNode => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const inline = (parts: (string | Inline)[]): Inline[] =>
  parts.map((part) => (typeof part === 'string' ? text(part) : part))

export const bold = (value: string): TextNode => text(value, 1)
export const italic = (value: string): TextNode => text(value, 2)
export const link = (label: string, url: string): LinkNode => ({
  ...element,
  type: 'link',
  fields: { url, newTab: /^https?:/.test(url), linkType: 'custom' },
  children: [text(label)],
})

export const p = (...parts: (string | Inline)[]): BlockNode => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: inline(parts),
})
export const h2 = (...parts: (string | Inline)[]): BlockNode => ({
  ...element,
  type: 'heading',
  tag: 'h2',
  children: inline(parts),
})
export const h3 = (...parts: (string | Inline)[]): BlockNode => ({
  ...element,
  type: 'heading',
  tag: 'h3',
  children: inline(parts),
})
export const quote = (...parts: (string | Inline)[]): BlockNode => ({
  ...element,
  type: 'quote',
  children: inline(parts),
})

type ListItem = string | (string | Inline)[]

const list = (listType: 'bullet' | 'number', items: ListItem[]): BlockNode => ({
  ...element,
  type: 'list',
  listType,
  tag: listType === 'bullet' ? 'ul' : 'ol',
  start: 1,
  children: items.map((item, index) => ({
    ...element,
    type: 'listitem',
    value: index + 1,
    children: typeof item === 'string' ? [text(item)] : inline(item),
  })),
})
export const ul = (...items: ListItem[]): BlockNode => list('bullet', items)
export const ol = (...items: ListItem[]): BlockNode => list('number', items)

export const doc = (...children: BlockNode[]): LexicalDoc => ({
  root: { ...element, type: 'root', children },
})
