import { cheapHashing, createAdmin, signIn } from './admin-session.ts'
import { startTestApi, type TestApi } from './api-server.ts'
import { fixedClock } from './services.ts'

export interface SignedInApi {
  api: TestApi
  /** The owner's session cookie. */
  cookie: string
  /** The server's clock, in the test's hand. */
  clock: ReturnType<typeof fixedClock>
}

/** A test API on a fixed clock with the owner's account created and signed in (cheap hashing). */
export async function startSignedInApi(at = '2026-04-06T13:00:00.000Z'): Promise<SignedInApi> {
  const clock = fixedClock(at)
  const api = await startTestApi({ now: clock.now, passwordHashing: cheapHashing })
  await createAdmin(api.data, { passwordHashing: cheapHashing })
  return { api, cookie: await signIn(api.url), clock }
}
