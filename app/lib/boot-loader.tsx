import { useNonce } from './document-context.tsx'

/**
 * Starts the page's scripts once the page itself has loaded (decision 006). The server leaves
 * React Router's module preloads without their rel and its boot script with an inert type
 * (app/lib/deferred-scripts.server.ts); this puts the rel back and swaps in a real module script
 * with the same text and nonce, which loads the modules and hydrates.
 *
 * It starts once the page has both loaded and painted its first words (a browser may paint after
 * the load event), at once on the first key press or touch (that first press is not replayed:
 * until hydration the page works as plain links), and at the latest three seconds after the HTML
 * was parsed, so one slow picture cannot hold the controls back. Plain ES2015 in the head, before
 * anything else can run.
 */
export const bootLoaderSource = `(function () {
  var started = false
  // One element per task: each preload starts a fetch, and on a slow phone eight of them plus the
  // module script in one go is a task long enough to delay a tap.
  function start() {
    if (started) return
    started = true
    var steps = []
    document.querySelectorAll('link[data-rel]').forEach(function (link) {
      steps.push(function () {
        link.rel = link.getAttribute('data-rel')
        link.removeAttribute('data-rel')
      })
    })
    document.querySelectorAll('script[type="deferred-module"]').forEach(function (inert) {
      steps.push(function () {
        var script = document.createElement('script')
        script.type = 'module'
        script.nonce = inert.nonce
        script.textContent = inert.textContent
        inert.replaceWith(script)
      })
    })
    ;(function next() {
      var step = steps.shift()
      if (!step) return
      step()
      setTimeout(next)
    })()
  }
  var loaded = false
  var painted = false
  function startWhenShown() {
    if (loaded && painted) setTimeout(start)
  }
  addEventListener('load', function () {
    loaded = true
    startWhenShown()
  }, { once: true })
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      painted = true
      startWhenShown()
    }).observe({ type: 'paint', buffered: true })
  } else {
    painted = true
  }
  ;['keydown', 'pointerdown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { once: true, passive: true, capture: true })
  })
  document.addEventListener('DOMContentLoaded', function () { setTimeout(start, 3000) }, { once: true })
})()`

export function BootLoader() {
  const nonce = useNonce()
  // The browser hides a script's nonce attribute once read, so the client never matches it.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootLoaderSource }} suppressHydrationWarning />
}
