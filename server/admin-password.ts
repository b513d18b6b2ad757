import { parseArgs } from 'node:util'
import { WeakPasswordError } from './auth/auth-service.ts'
import { passwordRules } from './auth/password.ts'
import { createDataLayer } from './db/index.ts'
import { parseEnv } from './env.ts'
import { createServices } from './services.ts'

// `npm run admin:password`: sets the admin's password in the database of DATA_DIR, ends every
// session of the account and lifts a sign-in lockout on it. Prompts without echo on a terminal;
// otherwise reads --password, or the first line of standard input with --password-stdin.
// With --reset-two-step it leaves the password alone and removes the account's second steps.

const usage = `Usage: npm run admin:password [-- --username NAME] [--password-stdin | --password PASSWORD]
       npm run admin:password -- --reset-two-step [--username NAME]

Sets a new password for the admin account (at least ${passwordRules.minLength} characters, not a common one).
Without --password or --password-stdin it asks on the terminal, without showing what you type.
--password leaves the password in your shell history: prefer the prompt or --password-stdin.
--reset-two-step removes the account's passkeys, authenticator app and recovery codes (for when
they are lost); the password then signs in alone. It does not change the password.
The database is the one in DATA_DIR (default ./data), as for npm start.`

const say = (text: string) => process.stdout.write(`${text}\n`)

function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process
  return new Promise((resolve, reject) => {
    stdout.write(question)
    let value = ''
    const finish = (error?: Error) => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      stdout.write('\n')
      if (error) reject(error)
      else resolve(value)
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish()
        if (char === '\u0003' || (char === '\u0004' && value === '')) return finish(new Error('Cancelled.'))
        if (char === '\u007f' || char === '\b') value = Array.from(value).slice(0, -1).join('')
        else if (char >= ' ') value += char
      }
    }
    stdin.setRawMode(true)
    stdin.setEncoding('utf8')
    stdin.resume()
    stdin.on('data', onData)
  })
}

async function firstLineOfStdin(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) {
    text += String(chunk)
    if (text.includes('\n')) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

async function choosePassword(values: { password?: string; 'password-stdin'?: boolean }): Promise<string> {
  if (values.password !== undefined) return values.password
  if (values['password-stdin'] || !process.stdin.isTTY) return firstLineOfStdin()
  const first = await promptHidden('New admin password: ')
  const second = await promptHidden('Repeat it: ')
  if (first !== second) throw new Error('The two passwords differ. Nothing was changed.')
  return first
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      'reset-two-step': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    say(usage)
    return 0
  }
  const env = parseEnv()
  if (values['reset-two-step']) return resetTwoStep(env, values.username)
  const password = await choosePassword(values)
  const data = await createDataLayer({ databasePath: env.databasePath, databaseUrl: env.databaseUrl, connectTimeoutMs: env.databaseConnectTimeoutMs })
  try {
    const result = await createServices(data).auth.setPassword(password, values.username)
    say(
      result.created
        ? `Created the admin account "${result.username}" with the new password.`
        : `Password changed for "${result.username}". Signed-in sessions ended: ${result.sessionsEnded}.`,
    )
    return 0
  } catch (error) {
    if (error instanceof WeakPasswordError) {
      process.stderr.write(`${error.message} Nothing was changed.\n`)
      return 1
    }
    throw error
  } finally {
    await data.close()
  }
}

async function resetTwoStep(env: ReturnType<typeof parseEnv>, username: string | undefined): Promise<number> {
  const data = await createDataLayer({ databasePath: env.databasePath, databaseUrl: env.databaseUrl, connectTimeoutMs: env.databaseConnectTimeoutMs })
  try {
    const result = await createServices(data).twoStep.resetTwoStep(username)
    if (!result) {
      process.stderr.write(`${username ? `No account named "${username}".` : 'There is no admin account yet.'} Nothing was changed.\n`)
      return 1
    }
    const passkeys = `${result.passkeys} passkey${result.passkeys === 1 ? '' : 's'}`
    const app = result.totp ? 'the authenticator app' : 'no authenticator app'
    const codes = `${result.recoveryCodes} unused recovery code${result.recoveryCodes === 1 ? '' : 's'}`
    say(`Two-step sign-in removed for "${result.username}": ${passkeys}, ${app}, ${codes}. The password alone signs in now; add a passkey or an app again under Settings, Security.`)
    return 0
  } finally {
    await data.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
