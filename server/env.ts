import path from 'node:path'
import { z } from 'zod'

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  SITE_URL: z.url().optional(),
  SAMPLE_CONTENT: z.enum(['0', '1']).default('1'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => parseTrustProxy(value)),
  ADMIN_USERNAME: z.string().trim().max(200).optional(),
  ADMIN_PASSWORD: z.string().max(1_024).optional(),
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: z.url().optional().or(z.literal('')),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export interface Env {
  isProduction: boolean
  port: number
  host: string
  dataDir: string
  databasePath: string
  databaseUrl: string | undefined
  /** How long to keep trying to reach PostgreSQL at start. */
  databaseConnectTimeoutMs: number
  /** The configured canonical origin, or undefined to use http://localhost:PORT. */
  siteUrl: string | undefined
  sampleContent: boolean
  trustProxy: number | boolean
  logLevel: string
  /** Create or update the admin account at start (README, "The admin account"). Never logged. */
  adminUsername: string | undefined
  adminPassword: string | undefined
  /** S3-compatible image storage; undefined keeps images under DATA_DIR/uploads. */
  s3: S3Config | undefined
}

export interface S3Config {
  bucket: string
  /** An S3-compatible service's address (MinIO, R2, …); undefined means AWS itself. */
  endpoint: string | undefined
  region: string
  /** Both or neither: without them the AWS SDK's own chain (instance roles, …) applies. */
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
}

function parseS3(env: z.infer<typeof envSchema>): S3Config | undefined {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) throw new Error('Invalid configuration:\n  S3_BUCKET: set it to store images in S3, or unset the other S3_ variables')
    return undefined
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither')
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  }
}

function parseTrustProxy(value: string | undefined): number | boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false' || value === 'off') return false
  if (value === 'true' || value === 'on') return 1
  const hops = Number(value)
  if (Number.isInteger(hops) && hops > 0) return hops
  throw new Error('TRUST_PROXY must be off, on, or the number of proxies in front of the server')
}

/** Reads the environment; throws with every problem listed when a variable is malformed. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const env = result.data
  const dataDir = path.resolve(env.DATA_DIR)
  return {
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databasePath: path.join(dataDir, 'site.db'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    siteUrl: env.SITE_URL?.replace(/\/+$/, ''),
    sampleContent: env.SAMPLE_CONTENT === '1',
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    s3: parseS3(env),
  }
}
