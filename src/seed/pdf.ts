/**
 * A small, valid PDF document (one A4 page, Helvetica, optional JPEG picture) for the seeded
 * downloads. Text is limited to Latin-1, which the standard fonts cover.
 */
export function buildPdf(input: {
  title: string
  lines: string[]
  picture?: { jpeg: Buffer; width: number; height: number }
}): Buffer {
  const latin1 = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .replace(/[^\x20-\x7e]/g, '-')
      .replace(/([\\()])/g, '\\$1')
  const objects: Buffer[] = []
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body)
    return objects.length
  }
  const catalog = add('') // placeholders filled below
  const pages = add('')
  const font = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  )
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  )
  let image = 0
  const picture = input.picture
  if (picture) {
    const head = `<< /Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${picture.jpeg.length} >>\nstream\n`
    image = add(
      Buffer.concat([Buffer.from(head, 'latin1'), picture.jpeg, Buffer.from('\nendstream')]),
    )
  }
  const text = [
    'BT /F2 22 Tf 56 780 Td',
    `(${latin1(input.title)}) Tj`,
    'ET',
    ...input.lines.map(
      (line, index) => `BT /F1 12 Tf 56 ${740 - index * 18} Td (${latin1(line)}) Tj ET`,
    ),
    picture ? `q 360 0 0 360 118 ${700 - input.lines.length * 18 - 380} cm /Im1 Do Q` : '',
  ].join('\n')
  const content = add(
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  )
  const resources = `<< /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >>${image ? ` /XObject << /Im1 ${image} 0 R >>` : ''} >>`
  const page = add(
    `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 595 842] /Resources ${resources} /Contents ${content} 0 R >>`,
  )
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pages} 0 R >>`, 'latin1')
  objects[pages - 1] = Buffer.from(`<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`, 'latin1')

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let length = chunks[0]!.length
  objects.forEach((body, index) => {
    offsets.push(length)
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    chunks.push(chunk)
    length += chunk.length
  })
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n')
  chunks.push(Buffer.from(`${xref}\n`, 'latin1'))
  return Buffer.concat(chunks)
}
