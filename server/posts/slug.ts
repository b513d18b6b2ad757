const maxSlugLength = 80

/**
 * Makes a URL slug from a title: accents folded to ASCII, lower case, words joined by hyphens,
 * at most 80 characters cut at a word boundary. Never empty ('post' when nothing is left).
 */
export function slugify(title: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/œ/gi, 'oe')
    .replace(/ł/gi, 'l')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .toLowerCase()
  let slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  if (slug.length > maxSlugLength) {
    const cut = slug.slice(0, maxSlugLength + 1)
    const lastHyphen = cut.lastIndexOf('-')
    slug = (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut.slice(0, maxSlugLength)).replace(/-+$/, '')
  }
  return slug || 'post'
}

/** The first of `base`, `base-2`, `base-3` … not in `taken`. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`
    if (!used.has(candidate)) return candidate
  }
}
