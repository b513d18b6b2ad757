import { imageRegistrationResponseSchema, uploadUrlResponseSchema } from '#shared/schemas/upload.ts'
import { ApiError, apiRequest } from './client.ts'

/** POST /api/objects/upload: where to PUT the next image. */
export async function requestUploadUrl(): Promise<string> {
  return uploadUrlResponseSchema.parse(await apiRequest('POST', '/api/objects/upload')).uploadURL
}

/**
 * PUT /api/blog-images: registers an uploaded file; its object path becomes the featured image.
 * When the call itself fails (network, server error) the uploaded address is used as it is
 * (docs/product.md, *The API*). When the server refuses the file (not an image, too large, not ours), that
 * refusal is thrown, since the address would point at nothing.
 */
export async function registerUploadedImage(imageURL: string): Promise<string> {
  try {
    return imageRegistrationResponseSchema.parse(await apiRequest('PUT', '/api/blog-images', { imageURL })).objectPath
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error
    return imageURL
  }
}
