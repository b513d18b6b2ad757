import { adminRequest } from './admin-session.ts'

/** The PUT target POST /api/objects/upload hands out. */
export async function requestUploadUrl(baseUrl: string, cookie: string): Promise<string> {
  const response = await adminRequest(baseUrl, cookie, 'POST', '/api/objects/upload')
  if (response.status !== 200) throw new Error(`upload URL: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { uploadURL: string }).uploadURL
}

/** PUTs bytes to an upload URL as a browser would (same origin for the local store). */
export function putUpload(uploadURL: string, body: Buffer, contentType = 'application/octet-stream', headers: Record<string, string> = {}) {
  const origin = new URL(uploadURL).origin
  return fetch(uploadURL, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': contentType, Origin: origin, ...headers } })
}

/** The address Uppy reports for a finished PUT: the upload URL without its query. */
export function uploadedAddress(uploadURL: string): string {
  const url = new URL(uploadURL)
  url.search = ''
  return url.toString()
}

export function registerImage(baseUrl: string, cookie: string, imageURL: string) {
  return adminRequest(baseUrl, cookie, 'PUT', '/api/blog-images', { imageURL })
}

/** Upload and register in one go; returns the registration response. */
export async function uploadImage(baseUrl: string, cookie: string, bytes: Buffer, contentType = 'image/png') {
  const uploadURL = await requestUploadUrl(baseUrl, cookie)
  const put = await putUpload(uploadURL, bytes, contentType)
  if (put.status !== 200) throw new Error(`PUT: ${put.status} ${await put.text()}`)
  return registerImage(baseUrl, cookie, uploadedAddress(uploadURL))
}
