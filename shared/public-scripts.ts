import { adminPathPrefixes, paths } from './paths.ts'

/**
 * The only scripts a public page runs (docs/decisions/013). Public pages are server-rendered HTML
 * with no framework runtime; these small scripts add what HTML alone does not do, and every page
 * works without them. They are inline, and the Content-Security-Policy of public pages allows each
 * by its SHA-256 hash (server/http/security-headers.ts), so a page needs no per-response nonce and
 * a cached page is the same bytes for everyone. Plain ES2015: they run before anything else could
 * polyfill. Changing a text changes its hash; the server computes hashes from these strings.
 */

/**
 * Marks a script's source. The build writes it minified in its place
 * (scripts/minify-public-scripts.ts); run from source, as in the unit tests, it is the text as
 * written. No substitutions: a script is a constant, so its hash is one.
 */
function script(source: TemplateStringsArray): string {
  return source.raw.join('')
}

/**
 * On every public page, at the end of the body:
 * - reports the visit once per page load with `navigator.sendBeacon` (spec section 7); a page the
 *   browser prerendered reports only when it is actually shown;
 * - closes the mobile menu (a native popover) or a dialog when a link inside it is used, and when
 *   the page comes back from the back/forward cache; keeps `aria-expanded` on a popover's toggle
 *   and moves focus to the menu's first link when it opens;
 * - keeps `aria-expanded` on a dialog's openers, keeps Tab inside an open modal dialog, and
 *   stands in for invoker commands (`commandfor`/`command`) and backdrop closing
 *   (`closedby="any"`) where a browser lacks them; a link in a dialog to the page already shown
 *   only closes the dialog;
 * - click-to-load frames: a button replaces its placeholder with the frame kept in a template,
 *   so no other origin is contacted until the visitor asks.
 */
export const siteScript = script`(function () {
  var d = document
  function report() {
    var visit = { page: location.pathname }
    if (d.referrer) visit.referrer = d.referrer
    var body = JSON.stringify(visit)
    try {
      if (navigator.sendBeacon && navigator.sendBeacon('/api/track-visitor', body)) return
      fetch('/api/track-visitor', { method: 'POST', body: body, keepalive: true, credentials: 'omit' }).catch(function () {})
    } catch (error) {}
  }
  if (d.prerendering) d.addEventListener('prerenderingchange', report, { once: true })
  else report()

  function closeAll() {
    d.querySelectorAll('[popover]').forEach(function (popover) {
      if (popover.matches(':popover-open')) popover.hidePopover()
    })
    d.querySelectorAll('dialog[open]').forEach(function (dialog) { dialog.close() })
  }
  addEventListener('pageshow', function (event) { if (event.persisted) closeAll() })

  // A dialog's openers say whether it is open.
  d.querySelectorAll('dialog[id]').forEach(function (dialog) {
    var openers = d.querySelectorAll('[commandfor="' + dialog.id + '"][command="show-modal"]')
    function sync() { openers.forEach(function (opener) { opener.setAttribute('aria-expanded', String(dialog.open)) }) }
    sync()
    new MutationObserver(sync).observe(dialog, { attributes: true, attributeFilter: ['open'] })
  })

  // Tab and Shift+Tab go round inside an open modal dialog instead of out to the browser.
  d.addEventListener('keydown', function (event) {
    var dialog = event.key === 'Tab' && d.querySelector('dialog[open]')
    if (!dialog || !dialog.matches(':modal')) return
    var items = Array.prototype.filter.call(dialog.querySelectorAll('a[href], button, input, select, textarea, [tabindex]'), function (item) {
      return !item.disabled && item.tabIndex >= 0 && item.getClientRects().length > 0
    })
    if (!items.length) return
    var first = items[0]
    var last = items[items.length - 1]
    var active = d.activeElement
    if (event.shiftKey ? active === first || active === dialog : active === last) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
  })

  // A popover's toggles say whether it is open; opening one moves focus to its first link.
  d.querySelectorAll('[popover][id]').forEach(function (popover) {
    var toggles = d.querySelectorAll('[popovertarget="' + popover.id + '"]')
    function sync(open) { toggles.forEach(function (toggle) { toggle.setAttribute('aria-expanded', String(open)) }) }
    sync(popover.matches(':popover-open'))
    // beforetoggle comes at once; toggle, a task later, once the popover is shown.
    popover.addEventListener('beforetoggle', function (event) { sync(event.newState === 'open') })
    popover.addEventListener('toggle', function (event) {
      var first = popover.querySelector('a[href]')
      if (event.newState === 'open' && first) first.focus()
    })
  })

  d.addEventListener('click', function (event) {
    var target = event.target
    if (!(target instanceof Element)) return
    var link = target.closest('a[href]')
    var holder = link && link.closest('[popover], dialog')
    if (holder) {
      if (holder.tagName === 'DIALOG') holder.close()
      else if (holder.matches(':popover-open')) holder.hidePopover()
      // A link to the page already shown only closes what it was in.
      if (link.pathname === location.pathname && link.search === location.search && !link.hash) event.preventDefault()
    }
    var invoker = target.closest('button[commandfor]')
    if (invoker && !('commandForElement' in invoker)) {
      var dialog = d.getElementById(invoker.getAttribute('commandfor'))
      var command = invoker.getAttribute('command')
      if (dialog && command === 'show-modal' && !dialog.open) dialog.showModal()
      if (dialog && command === 'close' && dialog.open) dialog.close()
    }
    if (target.tagName === 'DIALOG' && target.open && !('closedBy' in target)) {
      var box = target.getBoundingClientRect()
      var outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
      if (outside && event.detail > 0) target.close()
    }
    var loader = target.closest('[data-load-frame]')
    if (loader) {
      var template = d.getElementById(loader.getAttribute('data-load-frame'))
      var placeholder = loader.closest('[data-frame-placeholder]')
      if (template && placeholder) placeholder.replaceWith(template.content.cloneNode(true))
    }
  })
})()`

/**
 * On the blog listing, after the cards: filters the rendered cards as the visitor types (spec
 * section 5: case-insensitive, over title and excerpt) and keeps `?q=` in the address and in the
 * category links. Without it the search form is a plain GET form the server answers.
 */
export const blogFilterScript = script`(function () {
  var d = document
  var input = d.getElementById('blog-search')
  var list = d.querySelector('[data-post-list]')
  var count = d.querySelector('[data-post-count]')
  var empty = d.querySelector('[data-post-empty]')
  if (!input || !list || !count || !empty) return
  var cards = list.querySelectorAll('[data-post]')
  function apply() {
    var needle = input.value.trim().toLowerCase()
    var shown = 0
    cards.forEach(function (card) {
      var match = !needle || card.getAttribute('data-post').indexOf(needle) !== -1
      card.hidden = !match
      if (match) shown += 1
    })
    count.textContent = 'Showing ' + shown + ' article' + (shown === 1 ? '' : 's')
    empty.hidden = shown !== 0
    list.hidden = shown === 0
    function withQuery(address) {
      var url = new URL(address, location.href)
      if (input.value) url.searchParams.set('q', input.value)
      else url.searchParams.delete('q')
      return url.pathname + url.search + url.hash
    }
    history.replaceState(history.state, '', withQuery(location.href))
    d.querySelectorAll('[data-tag-chip]').forEach(function (chip) { chip.setAttribute('href', withQuery(chip.href)) })
  }
  input.addEventListener('input', apply)
  input.form && input.form.addEventListener('submit', function (event) { event.preventDefault() })
  if (input.value) apply()
})()`

/** Addresses a prerender must never fetch: the owner's screens, the API, files and feeds. */
const notPrerendered = [
  ...adminPathPrefixes.flatMap((prefix) => [prefix, `${prefix}/*`]),
  '/api/*',
  '/assets/*',
  '/objects/*',
  paths.rss,
  paths.sitemap,
  paths.robots,
]

/**
 * Speculation rules: same-origin pages are prerendered once the visitor shows intent (a pointer
 * resting on a link, or pressing it), so the next page shows at once where supported.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: notPrerendered } },
          { not: { selector_matches: '[rel~="nofollow"], [download], [target="_blank"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})

/** Every inline script text a public page may carry, for the CSP hashes. */
export const publicScriptTexts = [siteScript, blogFilterScript, speculationRules] as const
