import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface TestS3 {
  endpoint: string
  bucket: string
  /** The S3_* variables that point the site at this server. */
  env: Record<string, string>
  /** Keys stored in the bucket, from the server's own files. */
  listKeys(): string[]
  close(): Promise<void>
}

// A CORS rule as the README documents it, so browser PUTs from the site are allowed.
const cors = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with an ephemeral port, storing into a
 * temporary folder, with one bucket. `allowedOrigin` is the site origin its CORS rule allows.
 */
export async function startTestS3(allowedOrigin = '*'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-s3-'))
  const bucket = 'practice-images'
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [cors(allowedOrigin)] }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    listKeys() {
      const root = path.join(directory, bucket)
      if (!fs.existsSync(root)) return []
      return fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name.replace(/\._S3rver_object$/, ''))).split(path.sep).join('/'))
        .sort()
    },
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
