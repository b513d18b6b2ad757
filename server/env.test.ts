import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databasePath: path.resolve('./data/site.db'),
      databaseUrl: undefined,
      siteUrl: undefined,
      sampleContent: true,
      trustProxy: false,
    })
  })

  it('reads every variable', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/site',
      SITE_URL: 'https://www.example.com/',
      SAMPLE_CONTENT: '0',
      TRUST_PROXY: '2',
    })
    expect(env).toMatchObject({
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      databasePath: '/srv/site/site.db',
      siteUrl: 'https://www.example.com',
      sampleContent: false,
      trustProxy: 2,
    })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ SAMPLE_CONTENT: 'yes' }, 'SAMPLE_CONTENT'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
  ])('refuses %o naming the variable', (source, name) => {
    expect(() => parseEnv(source)).toThrow(name)
  })

  it('keeps images on disk unless S3_BUCKET is set, and reads the S3 settings when it is', () => {
    expect(parseEnv({}).s3).toBeUndefined()
    expect(
      parseEnv({
        S3_BUCKET: 'practice-images',
        S3_ENDPOINT: 'https://s3.example.com/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({ bucket: 'practice-images', endpoint: 'https://s3.example.com', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret' })
  })

  it('refuses half an S3 configuration', () => {
    expect(() => parseEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/set both or neither/)
    expect(() => parseEnv({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(/S3_BUCKET/)
  })
})
