/**
 * The page illustrations: drawn for this site (scripts/images/*.svg) and rendered to AVIF and
 * WebP at these widths by `npm run images`. Width and height give the intrinsic aspect ratio.
 */
export interface Illustration {
  /** File name stem in public/images, e.g. 'hero' for /images/hero-800.avif. */
  name: string
  widths: readonly number[]
  width: number
  height: number
  alt: string
}

export const imageBasePath = '/images'

export const heroIllustration: Illustration = {
  name: 'hero',
  widths: [480, 800, 1200],
  width: 1200,
  height: 900,
  alt: 'An illustration of a path winding through green hills towards a rising sun.',
}

export const officeIllustration: Illustration = {
  name: 'office',
  widths: [400, 800],
  width: 800,
  height: 1000,
  alt: 'An illustration of a calm therapy room with an armchair, a lamp, a plant and a window onto the hills.',
}

/** The picture a blog card shows when its post has no featured image, and the teaser's stock image. */
export const blogDefaultIllustration: Illustration = {
  name: 'blog-default',
  widths: [480, 800, 1200],
  width: 1200,
  height: 675,
  alt: '',
}
