import { isbot } from 'isbot'
// The web-streams build of React's server renderer, not the Node one: the Node build keeps each
// render in an AsyncLocalStorage, which turns on Node's async hooks for the rest of the process
// and makes every promise and socket write after it slower (docs/decisions/019).
import { renderToReadableStream } from 'react-dom/server.edge'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { isAdminPath } from '#shared/paths.ts'
import { requestInfoContext } from './context.ts'
import { DocumentProvider } from './lib/document-context.tsx'
import { withPageStylesheet } from './lib/page-stylesheet.server.ts'

export const streamTimeout = 5_000

export default async function handleRequest(
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
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), streamTimeout + 1_000)
  let shellRendered = false
  let stream: Awaited<ReturnType<typeof renderToReadableStream>>
  try {
    stream = await renderToReadableStream(
      <DocumentProvider value={{ nonce, assetText }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentProvider>,
      {
        nonce,
        signal: timeout.signal,
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  } catch (error) {
    // The shell could not be rendered: React Router answers with its error page.
    clearTimeout(timer)
    throw error
  }
  shellRendered = true
  const allReady = stream.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  )
  if (waitForAll) await allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (publicPage && assetText) {
    // A public page is complete here: it is sent with only the style rules it can use
    // (docs/decisions/017).
    let html = await new Response(stream).text()
    try {
      html = withPageStylesheet(html, assetText)
    } catch (error) {
      // The whole stylesheet still styles the page correctly, only heavier.
      console.error(error)
    }
    return new Response(html, { headers: responseHeaders, status: responseStatusCode })
  }
  return new Response(stream, { headers: responseHeaders, status: responseStatusCode })
}
