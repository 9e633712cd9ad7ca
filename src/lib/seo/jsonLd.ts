/**
 * Structured data as the text of a `<script type="application/ld+json">`: every `<` escaped, so
 * no text from the content (`</script>`) can end the script early.
 */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
