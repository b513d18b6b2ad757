import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

// A software WebAuthn authenticator for tests over HTTP: a real P-256 key, real CBOR, real
// ES256 signatures, so the server's own verification runs unchanged. (The browser tests use
// Chromium's virtual authenticator instead.)

type Cbor = number | string | Uint8Array | Map<number | string, Cbor> | { [key: string]: Cbor }

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 256) return Buffer.from([(major << 5) | 24, length])
  if (length < 65_536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
  const bytes = Buffer.alloc(5)
  bytes[0] = (major << 5) | 26
  bytes.writeUInt32BE(length, 1)
  return bytes
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)])
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value)
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])])
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')

export interface SoftAuthenticator {
  credentialId: string
  /** Answers registration options (as the server sent them) like navigator.credentials.create(). */
  register(options: { challenge: string; user: { id: string } }): Record<string, unknown>
  /** Answers authentication options like navigator.credentials.get(); counter rises by one unless given. */
  signIn(options: { challenge: string }, override?: { counter?: number; origin?: string }): Record<string, unknown>
}

export function createSoftAuthenticator({ origin, rpId = new URL(origin).hostname }: { origin: string; rpId?: string }): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = randomBytes(16)
  let counter = 0
  let userHandle = ''

  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' })
    return new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ])
  }

  const authData = (flags: number, count: number, attested?: Buffer) => {
    const countBytes = Buffer.alloc(4)
    countBytes.writeUInt32BE(count)
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), countBytes, ...(attested ? [attested] : [])])
  }

  const clientData = (type: string, challenge: string, from = origin) => Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }))

  return {
    credentialId: b64url(credentialId),
    register(options) {
      userHandle = options.user.id
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cbor(coseKey(publicKey))])
      // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
      const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: authData(0x45, counter, attested) })
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    signIn(options, override = {}) {
      counter = override.counter ?? counter + 1
      const data = authData(0x05, counter)
      const client = clientData('webauthn.get', options.challenge, override.origin)
      const signature = sign('sha256', Buffer.concat([data, createHash('sha256').update(client).digest()]), privateKey)
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature), userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
