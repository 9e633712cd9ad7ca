/** Line icons for product features (24×24, drawn with the current colour). */
const PATHS: Record<string, string> = {
  inverter: 'M3 12h4l2-6 4 12 2-6h6',
  energy: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  quiet: 'M4 9v6h4l5 4V5L8 9H4Zm13 0 4 6m0-6-4 6',
  airPurify: 'M3 8h11a3 3 0 1 0-3-3M3 12h16a3 3 0 1 1-3 3M3 16h8',
  fastCool: 'M12 2v20M5 6l14 12M19 6 5 18M9 3l3 3 3-3M9 21l3-3 3 3',
  humidity: 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11Z',
  timer: 'M12 8v5l3 2M9 2h6M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z',
  remote: 'M8 2h8v20H8zM12 6h.01M10 10h4M10 14h4',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 13a10 10 0 0 1 14 0M8.5 16.5a5 5 0 0 1 7 0M12 20h.01',
  fresh: 'M5 21c0-9 5-14 15-16-1 10-6 15-15 16Zm0 0 8-8',
  freeze: 'M12 2v20M3.3 7l17.4 10M20.7 7 3.3 17',
  shield: 'M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5l-8-3Zm-3 10 2 2 4-4',
  eco: 'M4 20c8 0 14-6 16-16-10 2-16 8-16 16Zm0 0c2-4 5-7 9-9',
  speed: 'M12 14l4-4M4 18a9 9 0 1 1 16 0',
  precision: 'M12 2v4M12 18v4M2 12h4M18 12h4M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  safety: 'M12 2 2 20h20L12 2Zm0 7v5m0 3h.01',
  network:
    'M12 5a2 2 0 1 0 0-.01M5 19a2 2 0 1 0 0-.01M19 19a2 2 0 1 0 0-.01M12 7v5m0 0-6 5m6-5 6 5',
  compact: 'M4 4h6M4 4v6M20 4h-6M20 4v6M4 20h6M4 20v-6M20 20h-6M20 20v-6',
  durable: 'M14 6a4 4 0 0 0-5 5l-6 6 3 3 6-6a4 4 0 0 0 5-5l-2 2-3-1-1-3 2-2Z',
  hygiene: 'M7 21h10M12 17v4M6 3h12l-1 14H7L6 3Zm3 5h6',
}

export function FeatureIconSvg({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d={PATHS[name] ?? PATHS.shield}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
