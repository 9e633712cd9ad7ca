import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'

type Props = { data: SerializedEditorState | null | undefined; locale: Locale; className?: string }

/** Rich text from the CMS; internal links are made locale-aware, external ones open in a new tab. */
export function RichText({ data, locale, className }: Props) {
  if (!data) return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
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
