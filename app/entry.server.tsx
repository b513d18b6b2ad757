import { createReadableStreamFromReadable } from '@react-router/node'
import { PassThrough } from 'node:stream'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { isAdminPath } from '#shared/paths.ts'
import { requestInfoContext } from './context.ts'
import { DocumentProvider } from './lib/document-context.tsx'
import { deferModuleScripts } from './lib/deferred-scripts.server.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, assetText } = loadContext.get(requestInfoContext)
  // Public pages read as plain HTML until their scripts arrive, so those wait for the page; the
  // admin screens are nothing but controls, so theirs start at once.
  const publicPage = !isAdminPath(new URL(request.url).pathname)
  // Crawlers and no-JS readers get the whole document at once; people get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode
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
          const body = publicPage ? deferModuleScripts() : new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
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
