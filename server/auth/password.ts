import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** scrypt cost as OWASP's password storage cheat sheet recommends: N=2^17, r=8, p=1. */
export interface ScryptParams {
  log2N: number
  r: number
  p: number
}

export const currentScryptParams: ScryptParams = { log2N: 17, r: 8, p: 1 }

export const passwordRules = { minLength: 12, maxLength: 1_024 } as const

const saltBytes = 16
const keyBytes = 32
// Hashes this process computes at once: each takes 128 MiB at N=2^17, r=8.
const maxConcurrentHashes = 2

/** Sign-in checks allowed to wait for a hashing slot; past that they are refused at once. */
export const maxWaitingChecks = 4

/** The hashing queue was full: the password was not checked. */
export class HashQueueFullError extends Error {
  constructor() {
    super('Too many password checks are waiting')
    this.name = 'HashQueueFullError'
  }
}

/** The caller no longer wanted the check (its client left) before it started. */
export class HashCancelledError extends Error {
  constructor() {
    super('The password check was cancelled before it started')
    this.name = 'HashCancelledError'
  }
}

export interface HashQueueOptions {
  /** Refuse with HashQueueFullError when this many checks already wait. Unbounded when not given. */
  maxWaiting?: number
  /** Waits at the front of the queue (a browser the owner signed in with before). */
  priority?: boolean
  /** Aborting drops the work from the queue (HashCancelledError) if it has not started. */
  signal?: AbortSignal
}

let running = 0
interface Waiter {
  start: () => void
  bounded: boolean
}
const waiting: Waiter[] = []

/** How many hashes run and wait in this process (for tests and benchmarks). */
export function hashQueueState(): { running: number; waiting: number } {
  return { running, waiting: waiting.length }
}

async function withHashSlot<T>(work: () => Promise<T>, options: HashQueueOptions = {}): Promise<T> {
  const { maxWaiting, priority = false, signal } = options
  if (signal?.aborted) throw new HashCancelledError()
  if (running >= maxConcurrentHashes) {
    if (maxWaiting !== undefined && !priority && waiting.filter((waiter) => waiter.bounded).length >= maxWaiting) throw new HashQueueFullError()
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve, bounded: maxWaiting !== undefined }
      const cancel = () => {
        const index = waiting.indexOf(waiter)
        if (index >= 0) waiting.splice(index, 1)
        reject(new HashCancelledError())
      }
      waiter.start = () => {
        signal?.removeEventListener('abort', cancel)
        resolve()
      }
      signal?.addEventListener('abort', cancel, { once: true })
      if (priority) waiting.unshift(waiter)
      else waiting.push(waiter)
    })
  }
  running += 1
  try {
    return await work()
  } finally {
    running -= 1
    waiting.shift()?.start()
  }
}

function derive(password: string, salt: Buffer, { log2N, r, p }: ScryptParams, queue?: HashQueueOptions): Promise<Buffer> {
  const N = 2 ** log2N
  // Node refuses more than 32 MiB by default; scrypt needs about 128 * N * r bytes.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r + 1024 * 1024 }
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)))
      }),
    queue,
  )
}

export interface ParsedHash {
  params: ScryptParams
  salt: Buffer
  hash: Buffer
}

/**
 * Reads a stored hash in the PHC string form `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64 without
 * padding); null when it is not one, or when its parameters are out of any sane range.
 */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored)
  if (!match) return null
  const params = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) }
  if (params.log2N < 10 || params.log2N > 22 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null
  return { params, salt: Buffer.from(match[4]!, 'base64'), hash: Buffer.from(match[5]!, 'base64') }
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '')

/**
 * A well-formed hash that no password matches (its hash part is random bytes), made without
 * hashing: checking a password against it costs exactly what a real check costs.
 */
export function unmatchableHash(params: ScryptParams = currentScryptParams): string {
  return `$scrypt$ln=${params.log2N},r=${params.r},p=${params.p}$${b64(randomBytes(saltBytes))}$${b64(randomBytes(keyBytes))}`
}

/** Hashes a password with a fresh random salt; the result records its own parameters. */
export async function hashPassword(password: string, params: ScryptParams = currentScryptParams): Promise<string> {
  const salt = randomBytes(saltBytes)
  const hash = await derive(password, salt, params)
  return `$scrypt$ln=${params.log2N},r=${params.r},p=${params.p}$${b64(salt)}$${b64(hash)}`
}

/**
 * Whether `password` matches the stored hash; false for a malformed hash. Compares in constant
 * time. With `queue`, may throw HashQueueFullError or HashCancelledError instead of checking.
 */
export async function verifyPassword(password: string, stored: string, queue?: HashQueueOptions): Promise<boolean> {
  const parsed = parsePasswordHash(stored)
  if (!parsed) return false
  const candidate = await derive(password, parsed.salt, parsed.params, queue)
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash)
}

/** Whether a stored hash was made with weaker parameters than `params` (so it should be redone). */
export function needsRehash(stored: string, params: ScryptParams = currentScryptParams): boolean {
  const parsed = parsePasswordHash(stored)
  if (!parsed) return true
  return parsed.params.log2N < params.log2N || parsed.params.r < params.r || parsed.params.p < params.p
}

/**
 * The list is data, not code (scripts/generate-common-passwords.mjs writes it): one password a
 * line, read once from the project folder, which the server, the tools and the tests all run in.
 */
export const commonPasswordsFile = path.resolve('server/auth/common-passwords.txt')
let commonPasswords: Set<string> | undefined

/** Reads the list now rather than at the first new password, so a missing file stops the start. */
export function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(fs.readFileSync(commonPasswordsFile, 'utf8').split('\n').filter(Boolean))
  return commonPasswords
}

/**
 * Whether a password is on the shipped list of common passwords, as typed or once trailing
 * digits and symbols are dropped ('Password2024!' is 'password' with decoration).
 */
export function isCommonPassword(password: string): boolean {
  const common = loadCommonPasswords()
  const lower = password.toLowerCase()
  const core = lower.replace(/[\d\W_]+$/u, '')
  return common.has(lower) || (core.length >= 4 && common.has(core))
}

/** Why a new password is refused, or null when it is acceptable. */
export function checkNewPassword(password: string, username = ''): string | null {
  const length = [...password].length
  if (length < passwordRules.minLength) return `The password must have at least ${passwordRules.minLength} characters.`
  if (length > passwordRules.maxLength) return `The password must have at most ${passwordRules.maxLength} characters.`
  if (isCommonPassword(password)) return 'That password is among the most common ones. Please choose another.'
  if (username && password.toLowerCase().includes(username.toLowerCase()) && username.length >= 4) {
    return 'The password must not contain the username.'
  }
  return null
}
