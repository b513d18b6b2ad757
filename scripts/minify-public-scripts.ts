// The public pages' inline scripts (shared/public-scripts.ts) are written readable, each in a
// `script` template; the build writes them minified, so every page sends about a third fewer
// bytes of script. Both halves of the build (the pages and the server, which computes their CSP
// hashes) read the same minified texts: they are one module graph (docs/decisions/012).
import { transformSync } from 'esbuild'
import type { Plugin } from 'vite'

/** A script as the build writes it: minified, and still plain ES2015 like its source. */
export function minifyScript(source: string): string {
  return transformSync(source, { loader: 'js', minify: true, target: 'es2015', charset: 'utf8' }).code.trimEnd()
}

const marked = /\bscript`([^`$\\]*)`/g

/** Replaces each `script`…`` template in shared/public-scripts.ts with its minified text. */
export function minifyPublicScripts(): Plugin {
  return {
    name: 'minify-public-scripts',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]shared[\\/]public-scripts\.ts$/.test(id.split('?')[0] ?? '')) return null
      let found = 0
      const replaced = code.replace(marked, (_, source: string) => {
        found += 1
        return JSON.stringify(minifyScript(source))
      })
      // A script the pattern cannot take (one with a backtick, `${` or a backslash) would ship
      // unminified and unnoticed: stop the build instead.
      const templates = code.match(/\bscript`/g)?.length ?? 0
      if (found === 0 || found !== templates) throw new Error(`shared/public-scripts.ts: ${templates - found} of ${templates} scripts could not be minified`)
      return { code: replaced, map: null }
    },
  }
}
