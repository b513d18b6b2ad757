import { adminCookie } from './cookie.ts'
import { twoStepRules } from './two-step.ts'

// The browser holds only a random id of its waiting second step, for as long as the wait lasts;
// what it stands for is in the database.
const secondStepCookie = adminCookie('admin_second_step', twoStepRules.secondStepMs)

export const secondStepCookieName = secondStepCookie.name
export const secondStepCookieOptions = secondStepCookie.options
export const readSecondStepCookie = secondStepCookie.read
