import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

// Each boundary of eslint.config.js, tried with a small offending file: a config change that
// switches one off (a pattern that matches nothing, an object that overrides another's options)
// fails here instead of passing lint silently.
const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

const restrictedPath = 'import-x/no-restricted-paths'
const restrictedImport = 'no-restricted-imports'

const offences: [string, string, string, string][] = [
  ['shared/ takes nothing from the server', 'shared/probe.ts', "import { parseEnv } from '#server/env.ts'\nexport const x = parseEnv", restrictedPath],
  ['shared/ takes nothing from content/', 'shared/probe.ts', "import { practice } from '../content/practice.ts'\nexport const x = practice", restrictedPath],
  ['content/ takes nothing from app/', 'content/probe.ts', "import { cn } from '#app/lib/cn.ts'\nexport const x = cn", restrictedPath],
  ['the data layer takes nothing from HTTP (alias)', 'server/db/probe.ts', "import { HttpError } from '#server/http/errors.ts'\nexport const x = HttpError", restrictedPath],
  ['the data layer takes nothing from HTTP (relative)', 'server/db/probe.ts', "import { HttpError } from '../http/errors.ts'\nexport const x = HttpError", restrictedPath],
  ['the data layer takes nothing from the services', 'server/db/probe.ts', "import { createServices } from '../services.ts'\nexport const x = createServices", restrictedPath],
  ['server/http takes nothing from the API routers', 'server/http/probe.ts', "import { blogRouter } from '../api/blog.ts'\nexport const x = blogRouter", restrictedPath],
  ['nothing below imports the site', 'server/http/probe.ts', "import { mountProductionSite } from '../site.ts'\nexport const x = mountProductionSite", restrictedPath],
  ['nothing below imports the app', 'server/api/probe.ts', "import { createHttpApp } from '#server/app.ts'\nexport const x = createHttpApp", restrictedPath],
  ['UI primitives take no content', 'app/components/ui/probe.tsx', "import { practice } from '#content/practice.ts'\nexport const x = practice", restrictedPath],
  ['app code takes no tests', 'app/lib/probe.ts', "import { freePort } from '#tests/support/free-port.ts'\nexport const x = freePort", restrictedPath],
  ['routes take no runtime values from the server (alias)', 'app/routes/probe.tsx', "import { createLogger } from '#server/log.ts'\nexport const x = createLogger", restrictedImport],
  ['routes take no runtime values from the server (relative)', 'app/routes/site/probe.tsx', "import { createLogger } from '../../../server/log.ts'\nexport const x = createLogger", restrictedImport],
  ['components take no runtime values from the server', 'app/components/site/probe.tsx', "import { parseEnv } from '#server/env.ts'\nexport const x = parseEnv", restrictedImport],
  ['the admin client talks HTTP only', 'app/admin-api/probe.ts', "import { parseEnv } from '#server/env.ts'\nexport const x = parseEnv", restrictedImport],
  ['the server takes no app/ modules', 'server/api/probe.ts', "import { cn } from '#app/lib/cn.ts'\nexport const x = cn", restrictedImport],
  ['pages render without async hooks', 'app/probe.server.tsx', "import { renderToPipeableStream } from 'react-dom/server'\nexport const x = renderToPipeableStream", 'no-restricted-syntax'],
  ['… by either name of the Node build', 'server/http/probe.ts', "import { renderToString } from 'react-dom/server.node'\nexport const x = renderToString", 'no-restricted-syntax'],
]

describe('module boundaries', () => {
  it.each(offences)('%s', async (_name, file, code, rule) => {
    expect(await ruleIdsFor(file, code)).toContain(rule)
  })

  it('allows what the layers may import, types from the server included', async () => {
    expect(await ruleIdsFor('app/routes/probe.tsx', "import type { Env } from '#server/env.ts'\nexport type E = Env")).toEqual([])
    expect(await ruleIdsFor('server/api/probe.ts', "import { HttpError } from '../http/errors.ts'\nexport const x = HttpError")).toEqual([])
    expect(await ruleIdsFor('app/lib/probe.server.ts', "import { createLogger } from '#server/log.ts'\nexport const x = createLogger")).toEqual([])
    expect(await ruleIdsFor('app/probe.server.tsx', "import { renderToReadableStream } from 'react-dom/server.edge'\nexport const x = renderToReadableStream")).toEqual([])
  })

  describe('import cycles', () => {
    const dir = path.join(root, `server/cycle-probe-${process.pid}`)
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

    it('are refused', async () => {
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts'\nexport const a = () => b\n")
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts'\nexport const b = () => a\n")
      const results = await eslint.lintFiles([path.join(dir, 'a.ts')])
      expect(results.flatMap((result) => result.messages.map((message) => message.ruleId))).toContain('import-x/no-cycle')
    })
  })
})
