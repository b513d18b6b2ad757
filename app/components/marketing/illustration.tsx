import { imageBasePath, type Illustration as IllustrationData } from '#content/images.ts'
import { cn } from '#app/lib/cn.ts'

interface IllustrationProps {
  image: IllustrationData
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  isPriority?: boolean
  className?: string
}

function srcSet(image: IllustrationData, format: 'avif' | 'webp') {
  return image.widths.map((width) => `${imageBasePath}/${image.name}-${width}.${format} ${width}w`).join(', ')
}

/** AVIF with a WebP fallback, sized by width and height so nothing shifts while it loads. */
export function Illustration({ image, sizes, isPriority = false, className }: IllustrationProps) {
  const fallbackWidth = image.widths[Math.min(1, image.widths.length - 1)]
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <img
        src={`${imageBasePath}/${image.name}-${fallbackWidth}.webp`}
        srcSet={srcSet(image, 'webp')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding="async"
        className={cn('h-auto w-full', className)}
      />
    </picture>
  )
}
