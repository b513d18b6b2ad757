import { describe, expect, it } from 'vitest'
import { wordChanges } from './word-changes.ts'

describe('wordChanges', () => {
  it('counts nothing for the same text', () => {
    expect(wordChanges('Rest well before you arrive.', 'Rest well before you arrive.')).toEqual({ wordsAdded: 0, wordsRemoved: 0 })
  })

  it('counts words added and removed, repeats included, case and punctuation ignored', () => {
    expect(wordChanges('Rest well. Rest.', 'rest, rest, rest and eat well')).toEqual({ wordsAdded: 3, wordsRemoved: 0 })
    expect(wordChanges('One two three', 'One four')).toEqual({ wordsAdded: 1, wordsRemoved: 2 })
  })

  it('treats an empty text as no words', () => {
    expect(wordChanges('', 'Hello there')).toEqual({ wordsAdded: 2, wordsRemoved: 0 })
    expect(wordChanges('Hello there', '')).toEqual({ wordsAdded: 0, wordsRemoved: 2 })
  })
})
