/** Words as a reader counts them: runs of letters, digits and apostrophes, case ignored. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []
}

function counts(text: string): Map<string, number> {
  const map = new Map<string, number>()
  for (const word of words(text)) map.set(word, (map.get(word) ?? 0) + 1)
  return map
}

/**
 * How many words `after` adds to `before` and how many it removes, counting each word as often
 * as it occurs (order ignored): cheap on long articles, and enough to tell a typo fix from a
 * rewrite.
 */
export function wordChanges(before: string, after: string): { wordsAdded: number; wordsRemoved: number } {
  const old = counts(before)
  const now = counts(after)
  let wordsAdded = 0
  let wordsRemoved = 0
  for (const [word, count] of now) wordsAdded += Math.max(0, count - (old.get(word) ?? 0))
  for (const [word, count] of old) wordsRemoved += Math.max(0, count - (now.get(word) ?? 0))
  return { wordsAdded, wordsRemoved }
}
