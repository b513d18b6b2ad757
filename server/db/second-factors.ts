import type { Kysely, Selectable } from 'kysely'
import type { ChallengePurpose, Database, PasskeysTable, SecondStepsTable, TotpSecretsTable } from './schema.ts'

export interface PasskeyRecord extends Omit<Selectable<PasskeysTable>, 'counter'> {
  counter: number
}
export interface TotpRecord extends Omit<Selectable<TotpSecretsTable>, 'lastUsedStep'> {
  lastUsedStep: number | null
}
export type SecondStepRecord = Selectable<SecondStepsTable>

// PostgreSQL returns bigint columns as strings.
const toPasskey = (row: Selectable<PasskeysTable>): PasskeyRecord => ({ ...row, counter: Number(row.counter) })
const toTotp = (row: Selectable<TotpSecretsTable>): TotpRecord => ({ ...row, lastUsedStep: row.lastUsedStep === null ? null : Number(row.lastUsedStep) })

/**
 * The owner's second factors (passkeys, authenticator-app secret, recovery codes), the WebAuthn
 * challenges handed out and the second steps in progress. Every "use once" rule is one
 * conditional write, so two instances (or two requests) can never both use the same thing.
 */
export function createSecondFactorRepo(db: Kysely<Database>) {
  return {
    async insertPasskey(passkey: PasskeyRecord): Promise<void> {
      await db.insertInto('passkeys').values(passkey).execute()
    },

    async listPasskeys(userId: string): Promise<PasskeyRecord[]> {
      const rows = await db.selectFrom('passkeys').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute()
      return rows.map(toPasskey)
    },

    async countPasskeys(userId: string): Promise<number> {
      const row = await db
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    async findPasskeyByCredentialId(credentialId: string): Promise<PasskeyRecord | null> {
      const row = await db.selectFrom('passkeys').selectAll().where('credentialId', '=', credentialId).executeTakeFirst()
      return row ? toPasskey(row) : null
    },

    /**
     * Moves a passkey's signature counter on, only from the value the check was made against:
     * false when another request used the same signature first (a replay).
     */
    async advancePasskeyCounter(id: string, fromCounter: number, toCounter: number, usedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('passkeys')
        .set({ counter: toCounter, lastUsedAt: usedAt })
        .where('id', '=', id)
        .where('counter', '=', fromCounter)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async deletePasskey(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('passkeys').where('userId', '=', userId).where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },

    async findTotp(userId: string): Promise<TotpRecord | null> {
      const row = await db.selectFrom('totpSecrets').selectAll().where('userId', '=', userId).executeTakeFirst()
      return row ? toTotp(row) : null
    },

    /** Starts (or restarts) setting up an authenticator app: the new secret is unconfirmed. */
    async putPendingTotp(userId: string, secret: string, at: string): Promise<void> {
      await db.deleteFrom('totpSecrets').where('userId', '=', userId).where('confirmedAt', 'is', null).execute()
      await db.insertInto('totpSecrets').values({ userId, secret, confirmedAt: null, lastUsedStep: null, createdAt: at }).execute()
    },

    /** Confirms the pending secret with the step of the code typed; false when nothing was pending. */
    async confirmTotp(userId: string, secret: string, step: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('totpSecrets')
        .set({ confirmedAt: at, lastUsedStep: step })
        .where('userId', '=', userId)
        .where('secret', '=', secret)
        .where('confirmedAt', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Uses the code of `step`: true only for the first use of a step newer than any used before. */
    async useTotpStep(userId: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('totpSecrets')
        .set({ lastUsedStep: step })
        .where('userId', '=', userId)
        .where('confirmedAt', 'is not', null)
        .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async deleteTotp(userId: string): Promise<boolean> {
      const result = await db.deleteFrom('totpSecrets').where('userId', '=', userId).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    /** Replaces every recovery code of the account with new ones (hashes only). */
    async replaceRecoveryCodes(userId: string, codes: Array<{ id: string; codeHash: string }>, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute()
        if (codes.length > 0) {
          await trx
            .insertInto('recoveryCodes')
            .values(codes.map((code) => ({ ...code, userId, usedAt: null, createdAt: at })))
            .execute()
        }
      })
    },

    /** Uses a recovery code: true the first time only. */
    async useRecoveryCode(userId: string, codeHash: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('recoveryCodes')
        .set({ usedAt: at })
        .where('userId', '=', userId)
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async countUnusedRecoveryCodes(userId: string): Promise<number> {
      const row = await db
        .selectFrom('recoveryCodes')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    async deleteRecoveryCodes(userId: string): Promise<number> {
      const result = await db.deleteFrom('recoveryCodes').where('userId', '=', userId).executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** Stores a challenge unless `cap` unexpired ones of that purpose are waiting; false then. */
    async insertChallenge(
      challenge: { challenge: string; purpose: ChallengePurpose; userId: string | null; expiresAt: string },
      now: string,
      cap: number,
    ): Promise<boolean> {
      await db.deleteFrom('webauthnChallenges').where('expiresAt', '<=', now).execute()
      // Stored first, counted after: a challenge that finds more than `cap` waiting (itself
      // included) takes itself out again. Requests arriving at once then never leave more than
      // `cap` behind, which counting before inserting could not promise.
      await db.insertInto('webauthnChallenges').values(challenge).execute()
      const row = await db
        .selectFrom('webauthnChallenges')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('purpose', '=', challenge.purpose)
        .executeTakeFirstOrThrow()
      if (Number(row.count) <= cap) return true
      await db.deleteFrom('webauthnChallenges').where('challenge', '=', challenge.challenge).execute()
      return false
    },

    /**
     * Takes a challenge out (it can never be used again) and returns it when it was there, of that
     * purpose and not expired; null otherwise.
     */
    async takeChallenge(challenge: string, purpose: ChallengePurpose, now: string): Promise<{ userId: string | null } | null> {
      const row = await db.deleteFrom('webauthnChallenges').where('challenge', '=', challenge).returningAll().executeTakeFirst()
      if (!row || row.purpose !== purpose || row.expiresAt <= now) return null
      return { userId: row.userId }
    },

    async insertSecondStep(step: SecondStepRecord, now: string): Promise<void> {
      await db.deleteFrom('secondSteps').where('expiresAt', '<=', now).execute()
      await db.insertInto('secondSteps').values(step).execute()
    },

    async findSecondStep(idHash: string): Promise<SecondStepRecord | null> {
      return (await db.selectFrom('secondSteps').selectAll().where('idHash', '=', idHash).executeTakeFirst()) ?? null
    },

    /** Counts a failed attempt; returns the new count (0 when the step is gone). */
    async countSecondStepFailure(idHash: string): Promise<number> {
      await db
        .updateTable('secondSteps')
        .set((eb) => ({ failureCount: eb('failureCount', '+', 1) }))
        .where('idHash', '=', idHash)
        .execute()
      return (await this.findSecondStep(idHash))?.failureCount ?? 0
    },

    /** Ends a second step; true for the one request that ended it (the others lost the race). */
    async deleteSecondStep(idHash: string): Promise<boolean> {
      const result = await db.deleteFrom('secondSteps').where('idHash', '=', idHash).executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },

    /** `npm run admin:password -- --reset-two-step`: removes every second factor of the account. */
    async deleteAllForUser(userId: string): Promise<{ passkeys: number; totp: boolean; recoveryCodes: number }> {
      return db.transaction().execute(async (trx) => {
        const passkeys = await trx.deleteFrom('passkeys').where('userId', '=', userId).executeTakeFirst()
        const totp = await trx.deleteFrom('totpSecrets').where('userId', '=', userId).where('confirmedAt', 'is not', null).executeTakeFirst()
        await trx.deleteFrom('totpSecrets').where('userId', '=', userId).execute()
        const codes = await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).where('usedAt', 'is', null).executeTakeFirst()
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute()
        await trx.deleteFrom('secondSteps').where('userId', '=', userId).execute()
        await trx.deleteFrom('webauthnChallenges').where('userId', '=', userId).execute()
        return { passkeys: Number(passkeys.numDeletedRows), totp: Number(totp.numDeletedRows) > 0, recoveryCodes: Number(codes.numDeletedRows) }
      })
    },
  }
}

export type SecondFactorRepo = ReturnType<typeof createSecondFactorRepo>
