import { z } from 'zod'

/** POST /api/objects/upload answers where to PUT the file. */
export const uploadUrlResponseSchema = z.object({ uploadURL: z.url() })
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>

/** PUT /api/blog-images: the uploaded file's address, to be checked and stored as an image. */
export const imageRegistrationSchema = z.object({
  imageURL: z.string({ error: 'imageURL is required' }).trim().min(1, { error: 'imageURL is required' }).max(2_048, { error: 'imageURL is too long' }),
})
export type ImageRegistration = z.infer<typeof imageRegistrationSchema>

/** Its answer: the path that becomes the post's featuredImage. */
export const imageRegistrationResponseSchema = z.object({ objectPath: z.string() })
export type ImageRegistrationResponse = z.infer<typeof imageRegistrationResponseSchema>
