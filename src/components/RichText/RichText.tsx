import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

type Props = { data: SerializedEditorState | null | undefined; locale: Locale; className?: string }

type ListItemNode = { value?: number; checked?: boolean; children: { type: string }[] }

/**
 * Rich text from the CMS; internal links are made locale-aware, external ones open in a new tab.
 * List items carry `value` only in numbered lists (HTML allows it nowhere else).
 */
export function RichText({ data, locale, className }: Props) {
  if (!data) return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    listitem: ({ node, nodesToJSX, parent }) => {
      const item = node as unknown as ListItemNode
      const children = nodesToJSX({ nodes: node.children })
      const listType = 'listType' in parent ? parent.listType : 'bullet'
      if (item.children.some((child) => child.type === 'list'))
        return <li className="nested">{children}</li>
      if (listType === 'check')
        return (
          <li className="check">
            <label>
              <input type="checkbox" disabled checked={item.checked ?? false} readOnly /> {children}
            </label>
          </li>
        )
      return <li value={listType === 'number' ? item.value : undefined}>{children}</li>
    },
    link: ({ node, nodesToJSX }) => {
      const url = typeof node.fields.url === 'string' ? node.fields.url : '#'
      const internal = url.startsWith('/') && !url.startsWith('//')
      const children = nodesToJSX({ nodes: node.children })
      return internal ? (
        <a href={localizedPath(locale, url)}>{children}</a>
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      )
    },
  })
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={className}
      disableContainer={!className}
    />
  )
}
