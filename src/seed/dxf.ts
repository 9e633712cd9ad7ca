/**
 * A small, valid DXF drawing (AutoCAD R12 text format, millimetres) for the seeded CAD data: the
 * outline of a product seen from the front and from the side, its dimensions and a title block.
 */

/** One group: its code on a line, its value on the next. */
const group = (code: number, value: string | number): string =>
  `${code}\r\n${typeof value === 'number' ? value.toFixed(1) : value}`

/** A point: x, y and z under codes `code`, `code + 10` and `code + 20`. */
const point = (code: number, x: number, y: number): string[] => [
  group(code, x),
  group(code + 10, y),
  group(code + 20, 0),
]

const line = (layer: string, x1: number, y1: number, x2: number, y2: number): string[] => [
  group(0, 'LINE'),
  group(8, layer),
  ...point(10, x1, y1),
  ...point(11, x2, y2),
]

const text = (layer: string, x: number, y: number, height: number, value: string): string[] => [
  group(0, 'TEXT'),
  group(8, layer),
  ...point(10, x, y),
  group(40, height),
  // DXF R12 text is one line of 8-bit text: keep it plain ASCII.
  group(1, value.normalize('NFD').replace(/[^\x20-\x7e]/g, '')),
]

const rectangle = (layer: string, x: number, y: number, width: number, height: number) => [
  ...line(layer, x, y, x + width, y),
  ...line(layer, x + width, y, x + width, y + height),
  ...line(layer, x + width, y + height, x, y + height),
  ...line(layer, x, y + height, x, y),
]

/** Front and side views of a `width × height × depth` mm box, with the model code. */
export function buildDxf(input: {
  modelCode: string
  title: string
  width: number
  height: number
  depth: number
}): Buffer {
  const { width, height, depth } = input
  const gap = Math.max(width, depth) * 0.4 + 50
  const size = Math.max(8, Math.round(Math.max(width, height) / 30))
  const side = width + gap
  const entities = [
    ...rectangle('OUTLINE', 0, 0, width, height),
    ...rectangle('OUTLINE', side, 0, depth, height),
    // Dimension lines under the front view, beside it and under the side view.
    ...line('DIMENSIONS', 0, -size * 2, width, -size * 2),
    ...text('DIMENSIONS', width / 2 - size * 2, -size * 4, size, `${width} mm`),
    ...line('DIMENSIONS', -size * 2, 0, -size * 2, height),
    ...text('DIMENSIONS', -size * 9, height / 2, size, `${height} mm`),
    ...line('DIMENSIONS', side, -size * 2, side + depth, -size * 2),
    ...text('DIMENSIONS', side + depth / 2 - size * 2, -size * 4, size, `${depth} mm`),
    ...text('TEXT', 0, height + size * 3, size * 1.5, `Sora Electric ${input.modelCode}`),
    ...text('TEXT', 0, height + size, size, input.title),
    ...text('TEXT', 0, -size * 7, size * 0.8, 'Front view / Side view - dimensions in mm'),
  ]
  const groups = [
    group(999, `Sora Electric ${input.modelCode} dimension drawing`),
    group(0, 'SECTION'),
    group(2, 'HEADER'),
    group(9, '$ACADVER'),
    group(1, 'AC1009'),
    group(9, '$INSBASE'),
    ...point(10, 0, 0),
    group(0, 'ENDSEC'),
    group(0, 'SECTION'),
    group(2, 'ENTITIES'),
    ...entities,
    group(0, 'ENDSEC'),
    group(0, 'EOF'),
  ]
  return Buffer.from(`${groups.join('\r\n')}\r\n`, 'latin1')
}
