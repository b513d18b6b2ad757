import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { minifyPublicScripts, minifyScript } from '../../scripts/minify-public-scripts.ts'
import { blogFilterScript, siteScript } from '#shared/public-scripts.ts'

const file = path.resolve(import.meta.dirname, '../../shared/public-scripts.ts')
const plugin = minifyPublicScripts()
const transform = (code: string, id = file) => {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null
  return hook.call({}, code, id)
}

describe('the public scripts as the build writes them', () => {
  it('puts every script of shared/public-scripts.ts in minified, the rest of the module as it was', () => {
    const source = fs.readFileSync(file, 'utf8')
    const result = transform(source)
    expect(result).not.toBeNull()
    const code = result?.code ?? ''
    expect(code).not.toMatch(/\bscript`/)
    expect(code).toContain(JSON.stringify(minifyScript(siteScript)))
    expect(code).toContain(JSON.stringify(minifyScript(blogFilterScript)))
    expect(code).toContain('export const speculationRules = JSON.stringify(')
  })

  it('keeps each script working code, in ES2015, a good third shorter', () => {
    for (const source of [siteScript, blogFilterScript]) {
      const minified = minifyScript(source)
      expect(minified.length).toBeLessThan(source.length * 0.7)
      // Compiles (not run): the minifier kept it a whole program.
      expect(() => new Function(minified)).not.toThrow()
      expect(minified).not.toMatch(/=>|\blet\b|\bconst\b|`/)
    }
    expect(minifyScript(siteScript)).toContain('"/api/track-visitor"')
  })

  it('stops the build on a script it cannot take, rather than ship it as written', () => {
    expect(() => transform('const a = script`(function () { var x = 1 })()`\nconst b = script`${"x"}`', file)).toThrow(/1 of 2 scripts/)
    expect(() => transform('export const nothing = 1', file)).toThrow(/could not be minified/)
  })

  it('leaves every other module alone', () => {
    expect(transform('const a = script`x`', '/work/app/other.ts')).toBeNull()
  })
})
