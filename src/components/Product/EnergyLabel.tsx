/** Energy label: 1–5 stars and, where it applies, CSPF. */
export function EnergyLabel({
  stars,
  cspf,
  label,
  className,
}: {
  stars: number | null
  cspf?: number | null
  label: string
  className?: string
}) {
  if (!stars) return null
  const filled = Math.max(0, Math.min(5, Math.round(stars)))
  return (
    <p className={className}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        <span style={{ opacity: 0.25 }}>{'★'.repeat(5 - filled)}</span>
      </span>
      {cspf ? (
        <span data-part="cspf">
          {' '}
          · CSPF {cspf.toLocaleString('en-US', { maximumFractionDigits: 2 })}
        </span>
      ) : null}
    </p>
  )
}
