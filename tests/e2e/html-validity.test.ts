import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { legalPagePath, paths } from '#shared/paths.ts'
import { legalPageKeys } from '#shared/schemas/legal-page.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

// The Nu HTML Checker (vnu-jar, run with Debian's Java) on the HTML every public page serves.
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url: string
  message: string
  extract?: string
}

let server: SiteServer
let dir: string

beforeAll(async () => {
  server = await startSiteServer()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-html-'))
})
afterAll(async () => {
  await server?.stop()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('served HTML', () => {
  it('has no Nu HTML Checker error on any public page', async () => {
    const listing = await (await fetch(`${server.url}${paths.blog}`)).text()
    const article = listing.match(new RegExp(`href="(${paths.blog}/[\\w-]+)"`))?.[1]
    expect(article).toBeTruthy()
    const pages = [paths.home, paths.services, paths.intensives, paths.blog, `${paths.blog}?tag=OCD&q=reassurance`, `${paths.blog}?q=no-match-at-all`, article!, paths.contact, ...legalPageKeys.map(legalPagePath), '/no-such-page']
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(dir, `page-${index}.html`)
        fs.writeFileSync(file, await (await fetch(`${server.url}${page}`)).text())
        return file
      }),
    )
    // Nu's CSS checker predates what the inline stylesheet uses (@property, line-clamp…), so its
    // CSS messages are left out: this is about the HTML.
    const { stdout, stderr } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--filterpattern', 'CSS: .*', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string; stderr: string }) => error)
    const messages = (JSON.parse(stderr || stdout) as { messages: VnuMessage[] }).messages
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map((message) => `${pages[files.indexOf(new URL(message.url).pathname)]}: ${message.message} ${message.extract ?? ''}`)
    expect(errors).toEqual([])
    // Every page was checked.
    expect(messages.every((message) => message.type !== 'non-document-error')).toBe(true)
  }, 120_000)
})
