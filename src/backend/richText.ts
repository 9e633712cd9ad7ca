import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalToHTML,
  type HTMLConvertersFunction,
} from '@payloadcms/richtext-lexical/html'

type ListItemNode = { value?: number; checked?: boolean; children: { type: string }[] }

/**
 * List items as valid HTML: Lexical's converter puts `value` on every `<li>`, which HTML allows
 * only inside an `<ol>`; check-list items keep a read-only box inside their label.
 */
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: ({ node, nodesToHTML, parent }) => {
    const item = node as unknown as ListItemNode
    const children = nodesToHTML({ nodes: node.children }).join('')
    const listType = 'listType' in parent ? parent.listType : 'bullet'
    if (item.children.some((child) => child.type === 'list'))
      return `<li class="nested">${children}</li>`
    if (listType === 'check')
      return `<li class="check"><label><input type="checkbox" disabled${item.checked ? ' checked' : ''}> ${children}</label></li>`
    return listType === 'number' && item.value
      ? `<li value="${item.value}">${children}</li>`
      : `<li>${children}</li>`
  },
})

/** Rich text as the HTML the backend contract answers (`content`, `body`, `description`). */
export const richTextToHtml = (data: SerializedEditorState | null | undefined): string =>
  data ? convertLexicalToHTML({ data, disableContainer: true, converters }) : ''
