import { createReadableStreamFromReadable } from '@react-router/node'
import { PassThrough } from 'node:stream'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { isAdminPath } from '#shared/paths.ts'
import { requestInfoContext } from './context.ts'
import { DocumentProvider } from './lib/document-context.tsx'
import { withPageStylesheet } from './lib/page-stylesheet.server.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const facts = loadContext.get(requestInfoContext)
  // Public pages ship no framework runtime (docs/decisions/013): they are rendered whole, with no
  // streamed Suspense scripts, and carry no nonce, so a page is the same bytes for every visitor.
  const publicPage = !isAdminPath(new URL(request.url).pathname)
  const nonce = publicPage ? undefined : facts.nonce
  const assetText = facts.assetText
  // Public pages, crawlers and no-JS readers get the whole document at once; the owner's screens
  // are streamed.
  const waitForAll = publicPage || isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <DocumentProvider value={{ nonce, assetText }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          if (publicPage && assetText) {
            // A public page is complete here: it is sent with only the style rules it can use
            // (docs/decisions/017).
            const chunks: Buffer[] = []
            body.on('data', (chunk: Buffer) => chunks.push(chunk))
            body.on('end', () => {
              let html = Buffer.concat(chunks).toString('utf8')
              try {
                html = withPageStylesheet(html, assetText)
              } catch (error) {
                // The whole stylesheet still styles the page correctly, only heavier.
                console.error(error)
              }
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
            })
          } else {
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
          }
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1_000)
  })
}
