import { blogDefaultIllustration, imageBasePath } from '#content/images.ts'
import { blogPostPath } from '#shared/paths.ts'
import { seoAdvice } from '#shared/schemas/post.ts'
import { getUploadedImageId, uploadedImageUrl } from '#shared/uploaded-images.ts'

/** Cuts text as search results do: at a word boundary near `limit` characters, with an ellipsis. */
export function cutText(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const cut = clean.slice(0, limit - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

export interface SharePreviewProps {
  title: string
  description: string
  /** The address's last part; empty for a new post (made from the title on save). */
  slug: string
  featuredImage: string
  imageAlt: string
  origin: string
}

function cardImage(featuredImage: string): string {
  const id = getUploadedImageId(featuredImage)
  if (id) return uploadedImageUrl(id, 960)
  return featuredImage.startsWith('/') && !featuredImage.startsWith('//') ? featuredImage : `${imageBasePath}/${blogDefaultIllustration.name}-800.webp`
}

/**
 * The post as a search result and as a card shared on social sites, from what the form holds
 * now: the SEO title and description (else the title and excerpt), cut where those sites cut.
 */
export function SharePreview({ title, description, slug, featuredImage, imageAlt, origin }: SharePreviewProps) {
  const url = `${origin}${blogPostPath(slug || 'your-post-title')}`
  const host = new URL(origin).host
  const searchTitle = cutText(title || 'Your post title', seoAdvice.metaTitle)
  const searchDescription = cutText(description || 'The SEO description (or the excerpt) appears here.', seoAdvice.metaDescription)
  return (
    <section aria-labelledby="share-preview-heading" className="rounded-xl border border-brand-100 p-4">
      <h4 id="share-preview-heading" className="font-sans text-sm font-semibold text-brand-900">
        How it looks in search and when shared
      </h4>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <figure className="min-w-0">
          <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">Search result</figcaption>
          <div className="mt-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="search-preview">
            <p className="truncate text-sm text-slate-700">{url}</p>
            <p className="mt-1 text-lg leading-snug break-words text-[#1a0dab]">{searchTitle}</p>
            <p className="mt-1 text-sm break-words text-slate-700">{searchDescription}</p>
          </div>
        </figure>
        <figure className="min-w-0">
          <figcaption className="text-xs font-semibold tracking-wide text-muted uppercase">Shared link</figcaption>
          <div className="mt-2 overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="social-preview">
            <img src={cardImage(featuredImage)} alt={imageAlt} className="aspect-[1.91/1] w-full bg-brand-50 object-cover" />
            <div className="border-t border-slate-200 bg-slate-50 p-3">
              <p className="text-xs text-slate-700 uppercase">{host}</p>
              <p className="mt-1 font-semibold break-words text-ink">{cutText(title || 'Your post title', 88)}</p>
              <p className="mt-1 text-sm break-words text-slate-700">{cutText(description || '', 120)}</p>
            </div>
          </div>
        </figure>
      </div>
    </section>
  )
}
