import type { Logger } from '../log.ts'
import type { AuthService } from './auth-service.ts'

export interface AdminAccountOptions {
  username?: string
  password?: string
  logger: Pick<Logger, 'info'>
  /** Where a generated password is shown, once (the console; never the JSON log). */
  print: (text: string) => void
}

/**
 * Start-up step: ADMIN_USERNAME/ADMIN_PASSWORD create or update the admin account; with neither an
 * account nor a password, a random password is generated, stored hashed and printed once.
 * Throws WeakPasswordError when ADMIN_PASSWORD breaks the password rules.
 */
export async function ensureAdminAccount(auth: AuthService, options: AdminAccountOptions): Promise<void> {
  const result = await auth.ensureAdmin({ username: options.username, password: options.password })
  if (result.generatedPassword) {
    const rule = '-'.repeat(72)
    options.print(
      [
        rule,
        'The admin account was created with a generated password. It is shown only this once:',
        '',
        `  username: ${result.username}`,
        `  password: ${result.generatedPassword}`,
        '',
        'Sign in at /admin-login. Set your own password with `npm run admin:password`.',
        rule,
        '',
      ].join('\n'),
    )
  }
  if (result.action !== 'unchanged') {
    options.logger.info({ username: result.username, action: result.action, generated: Boolean(result.generatedPassword) }, 'admin account ready')
  }
}
