import { serveImage } from '@/backend/images'

type Context = { params: Promise<{ file: string }> }

/** Stored images, resized on request (`?width=&height=`), in the best format the browser takes. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { file } = await params
  return serveImage(request, file)
}
