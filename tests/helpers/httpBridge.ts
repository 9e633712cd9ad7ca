import { createServer, type Server } from 'node:http'

import { dispatch } from '@/backend/router'

/**
 * Serves the reference backend's dispatcher over real HTTP on a free port, so the same
 * contract cases run through the HTTP transport as through the in-process one.
 */
export async function startBackendOverHttp(): Promise<{
  origin: string
  close: () => Promise<void>
}> {
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(name, item)
        else if (value !== undefined) headers.set(name, value)
      }
      const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
      const request = new Request(`http://127.0.0.1${incoming.url ?? '/'}`, {
        method: incoming.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      })
      void dispatch(request).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers))
        outgoing.end(Buffer.from(await response.arrayBuffer()))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
