import { sql } from '@payloadcms/db-postgres'

import type { QueryVariant } from '@/domain/siteSearch'

/** Hits below this trigram word similarity to a title are not misspellings of it. */
const FUZZY_THRESHOLD = 0.6
/** Queries shorter than this (folded) are not matched fuzzily: too many titles look alike. */
const FUZZY_MIN_LENGTH = 4

type Fragment = ReturnType<typeof sql>

/**
 * The SQL that ranks `documents` (a SELECT of `kind, id, title, slug, summary, code, body,
 * extra`) against a query's `variants`, best first, at most `limit` rows. One formula for the
 * backend's kinds and the renderer's CMS pages, so their scores compare.
 *
 * Per variant: the whole query as the title (100), the title starting with it (70), holding it
 * as words (60) or anywhere (50); the model code equal (120), starting with (90) or holding (70)
 * `code` (the query's letters and digits); every word in the title (25); trigram likeness to the
 * title (up to 30, so a misspelling still finds); the summary (15) or body (5) holding it. A
 * variant's score is scaled by its weight; a document keeps its best.
 */
export function rankedSql(
  documents: Fragment,
  variants: readonly QueryVariant[],
  code: string,
  limit: number,
): Fragment {
  const rows = variants.map((variant, index) => ({
    q: variant.text,
    w: variant.weight,
    qc: index === 0 ? code : '',
  }))
  return sql`
    WITH v AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(q text, w float8, qc text)
    ),
    docs AS (${documents}),
    f AS (
      SELECT docs.*,
        unaccent(lower(coalesce(title, ''))) AS ft,
        unaccent(lower(coalesce(summary, ''))) AS fs,
        unaccent(lower(coalesce(body, ''))) AS fb,
        regexp_replace(lower(coalesce(code, '')), '[^a-z0-9]', '', 'g') AS fc
      FROM docs
    ),
    m AS (
      SELECT f.kind, f.id, f.title, f.slug, f.summary, f.code, f.extra, v.w * (
        CASE WHEN f.ft = v.q THEN 100
             WHEN starts_with(f.ft, v.q) THEN 70
             WHEN position(' ' || v.q || ' ' IN ' ' || f.ft || ' ') > 0 THEN 60
             WHEN position(v.q IN f.ft) > 0 THEN 50
             ELSE 0 END
        + CASE WHEN v.qc = '' OR f.fc = '' THEN 0
               WHEN f.fc = v.qc THEN 120
               WHEN starts_with(f.fc, v.qc) THEN 90
               WHEN position(v.qc IN f.fc) > 0 THEN 70
               ELSE 0 END
        + CASE WHEN NOT EXISTS (
                 SELECT 1 FROM unnest(string_to_array(v.q, ' ')) AS word
                 WHERE position(word IN f.ft) = 0) THEN 25 ELSE 0 END
        + 30 * word_similarity(v.q, f.ft)
        + CASE WHEN position(v.q IN f.fs) > 0 THEN 15 ELSE 0 END
        + CASE WHEN position(v.q IN f.fb) > 0 THEN 5 ELSE 0 END
      ) AS score
      FROM f CROSS JOIN v
      WHERE position(v.q IN f.ft) > 0
         OR position(v.q IN f.fs) > 0
         OR position(v.q IN f.fb) > 0
         OR (v.qc <> '' AND f.fc <> '' AND position(v.qc IN f.fc) > 0)
         OR NOT EXISTS (
              SELECT 1 FROM unnest(string_to_array(v.q, ' ')) AS word
              WHERE position(word IN f.ft || ' ' || f.fs) = 0)
         OR (length(v.q) >= ${FUZZY_MIN_LENGTH} AND word_similarity(v.q, f.ft) >= ${FUZZY_THRESHOLD})
    )
    SELECT kind, id, title, slug, summary, code, extra, max(score)::float8 AS score
    FROM m
    GROUP BY kind, id, title, slug, summary, code, extra
    ORDER BY score DESC, title, id
    LIMIT ${limit}`
}
