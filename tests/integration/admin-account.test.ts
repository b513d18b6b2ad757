import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureAdminAccount } from '#server/auth/admin-account.ts'
import { WeakPasswordError } from '#server/auth/auth-service.ts'
import { createDataLayer, type DataLayer } from '#server/db/index.ts'
import { createServices } from '#server/services.ts'
import { adminRequest, cheapHashing, signIn, testAdmin } from '../support/admin-session.ts'
import { startTestApi, type TestApi } from '../support/api-server.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts'

const root = path.resolve(import.meta.dirname, '../..')
const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function tempData(): Promise<{ data: DataLayer; db: TestDatabase }> {
  const db = await createTestDatabase()
  const data = await createDataLayer({ databasePath: db.databasePath, databaseUrl: db.databaseUrl })
  cleanups.push(() => db.drop())
  cleanups.push(() => data.close())
  return { data, db }
}

function startUp(data: DataLayer, given: { username?: string; password?: string }) {
  const printed: string[] = []
  const logged: unknown[] = []
  const run = ensureAdminAccount(createServices(data, { passwordHashing: cheapHashing }).auth, {
    ...given,
    logger: { info: (...args: unknown[]) => logged.push(args) } as never,
    print: (text) => printed.push(text),
  })
  return { run, printed, logged }
}

const users = (db: TestDatabase) => db.query<{ username: string; display_name: string; password_hash: string }>('select * from users order by created_at')

describe('the admin account at start', () => {
  it('creates one account when two instances start together on an empty database', async () => {
    const { data, db } = await tempData()
    const first = startUp(data, { username: 'owner', password: testAdmin.password })
    const second = startUp(data, { username: 'owner', password: testAdmin.password })
    await Promise.all([first.run, second.run])
    expect((await users(db)).map((user) => user.username)).toEqual(['owner'])
  })

  it('creates the account with a generated password printed once, and never again', async () => {
    const { data, db } = await tempData()
    const first = startUp(data, {})
    await first.run
    expect(first.printed).toHaveLength(1)
    const password = /password: (\S+)/.exec(first.printed[0]!)?.[1] ?? ''
    expect(first.printed[0]).toContain('username: admin')
    expect(password).toMatch(/^[A-Za-z2-9]{6}(-[A-Za-z2-9]{6}){3}$/)
    expect(JSON.stringify(first.logged)).not.toContain(password)
    const [user] = await users(db)
    expect(user).toMatchObject({ username: 'admin', display_name: 'Dr. Morgan Avery' })
    expect(user!.password_hash).not.toContain(password)
    expect(await createServices(data).auth.login({ username: 'admin', password, clientAddress: '127.0.0.1' })).toMatchObject({ outcome: 'signed-in' })

    const second = startUp(data, {})
    await second.run
    expect(second.printed).toEqual([])
    expect(await users(db)).toHaveLength(1)
  })

  it('creates the account from ADMIN_USERNAME and ADMIN_PASSWORD without printing anything', async () => {
    const { data, db } = await tempData()
    const start = startUp(data, { username: 'Owner', password: testAdmin.password })
    await start.run
    expect(start.printed).toEqual([])
    expect((await users(db)).map((user) => user.username)).toEqual(['owner'])
  })

  it('updates the password and the username from the environment, ending existing sessions', async () => {
    const { data, db } = await tempData()
    await startUp(data, { username: 'owner', password: testAdmin.password }).run
    const auth = createServices(data, { passwordHashing: cheapHashing }).auth
    const login = await auth.login({ username: 'owner', password: testAdmin.password, clientAddress: '127.0.0.1' })
    expect(login.outcome).toBe('signed-in')
    const sessionId = login.outcome === 'signed-in' ? login.sessionId : ''
    expect(await auth.authenticate(sessionId)).not.toBeNull()

    await startUp(data, { username: 'morgan', password: 'a-brand-new-passphrase' }).run
    expect((await users(db)).map((user) => user.username)).toEqual(['morgan'])
    expect(await auth.authenticate(sessionId)).toBeNull()
    expect((await auth.login({ username: 'morgan', password: 'a-brand-new-passphrase', clientAddress: '127.0.0.1' })).outcome).toBe('signed-in')
    expect((await auth.login({ username: 'morgan', password: testAdmin.password, clientAddress: '127.0.0.2' })).outcome).toBe('invalid')
  })

  it('keeps sessions when the same password is given again', async () => {
    const { data } = await tempData()
    await startUp(data, { password: testAdmin.password }).run
    const auth = createServices(data, { passwordHashing: cheapHashing }).auth
    const login = await auth.login({ username: 'admin', password: testAdmin.password, clientAddress: '127.0.0.1' })
    await startUp(data, { password: testAdmin.password }).run
    expect(await auth.authenticate(login.outcome === 'signed-in' ? login.sessionId : '')).not.toBeNull()
  })

  it.each(['short-pass', 'Password123456', 'qazwsxedcrfv'])('refuses to start with the weak ADMIN_PASSWORD %s', async (password) => {
    const { data, db } = await tempData()
    await expect(startUp(data, { password }).run).rejects.toBeInstanceOf(WeakPasswordError)
    expect(await users(db)).toEqual([])
  })
})

describe('npm run admin:password', () => {
  function runTool(db: TestDatabase, args: string[], input: string) {
    return spawnSync(process.execPath, ['--import', 'tsx', 'server/admin-password.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: db.dir, ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}), NODE_ENV: 'production' },
      input,
      encoding: 'utf8',
      timeout: 30_000,
    })
  }

  it('sets a new password read from standard input, ends sessions and lifts the lockout', async () => {
    const { data, db } = await tempData()
    await startUp(data, { username: 'owner', password: testAdmin.password }).run
    const auth = createServices(data, { passwordHashing: cheapHashing }).auth
    const login = await auth.login({ username: 'owner', password: testAdmin.password, clientAddress: '127.0.0.1' })
    for (let attempt = 0; attempt < 10; attempt += 1) await auth.login({ username: 'owner', password: 'wrong-wrong-wrong', clientAddress: '192.0.2.1' })
    expect((await auth.login({ username: 'owner', password: testAdmin.password, clientAddress: '192.0.2.2' })).outcome).toBe('locked')

    const result = runTool(db, ['--password-stdin'], 'heron-lantern-meadow-9\n')
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('Password changed for "owner". Signed-in sessions ended: 1.')
    expect(result.status).toBe(0)
    expect((await users(db))[0]!.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/)
    expect(await auth.authenticate(login.outcome === 'signed-in' ? login.sessionId : '')).toBeNull()
    expect((await auth.login({ username: 'owner', password: 'heron-lantern-meadow-9', clientAddress: '192.0.2.2' })).outcome).toBe('signed-in')
  })

  it('refuses a weak password and changes nothing', async () => {
    const { data, db } = await tempData()
    await startUp(data, { username: 'owner', password: testAdmin.password }).run
    const before = (await users(db))[0]!.password_hash
    const result = runTool(db, ['--password', 'letmein'], '')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('The password must have at least 12 characters. Nothing was changed.')
    expect((await users(db))[0]!.password_hash).toBe(before)
  })
})

describe('password hashing at production cost', () => {
  let api: TestApi
  afterEach(async () => {
    await api.close()
  })

  it('stores scrypt N=2^17, r=8, p=1 hashes, and upgrades a weaker stored hash at sign-in', async () => {
    api = await startTestApi()
    await createServices(api.data, { passwordHashing: { log2N: 12, r: 8, p: 1 } }).auth.setPassword(testAdmin.password, testAdmin.username)
    expect((await users(api.db))[0]!.password_hash).toMatch(/^\$scrypt\$ln=12,r=8,p=1\$/)

    const started = performance.now()
    const cookie = await signIn(api.url)
    const elapsed = performance.now() - started
    const stored = (await users(api.db))[0]!.password_hash
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect((await adminRequest(api.url, cookie, 'GET', '/api/admin/me')).status).toBe(200)

    // A sign-in at full cost takes a real fraction of a second (a cheap hash takes a few ms).
    const timed = performance.now()
    await signIn(api.url)
    const fullCost = performance.now() - timed
    console.log(`sign-in with scrypt N=2^17: ${Math.round(fullCost)} ms (first, with rehash: ${Math.round(elapsed)} ms)`)
    expect(fullCost).toBeGreaterThan(100)
  })
})
