import { getUploadedImageId, uploadedImageSrcSet, uploadedImageUrl } from '#shared/uploaded-images.ts'

interface PostImageProps {
  src: string
  alt: string
  sizes: string
  className?: string
  /** Above the fold: load at once. Otherwise lazy. */
  isPriority?: boolean
}

/** Intrinsic size given to uploaded pictures: their box is 16:9 and the picture covers it. */
const boxWidth = 1600
const boxHeight = 900

/**
 * A post's featured image. Uploaded images come in responsive WebP variants with a JPEG
 * fallback; any other address on this site is shown as it is.
 */
export function PostImage({ src, alt, sizes, className, isPriority = false }: PostImageProps) {
  const id = getUploadedImageId(src)
  const loading = isPriority ? 'eager' : 'lazy'
  if (!id) {
    return <img src={src} alt={alt} width={boxWidth} height={boxHeight} loading={loading} decoding="async" className={className} />
  }
  return (
    <picture>
      <source type="image/webp" srcSet={uploadedImageSrcSet(id)} sizes={sizes} />
      <img
        src={uploadedImageUrl(id, 960, 'jpeg')}
        srcSet={uploadedImageSrcSet(id, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={boxWidth}
        height={boxHeight}
        loading={loading}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    </picture>
  )
}

/** Whether an image address is on this site (a path), so showing it contacts no other origin. */
export function isSiteImage(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//')
}
