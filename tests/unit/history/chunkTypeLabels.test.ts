// The words the history shows for each kind of change (SH-HIST-004, SH-HIST-016): the History list
// and the review banner print `history.chunk.<chunk type>` of the structure texts, so every chunk
// type has one of the seven labels, and `initial` reads like `create`.
import {describe, expect, it} from 'vitest'
import type {ChunkType} from '../../../core/history/chunks.ts'
import {structureEn} from '../../../core/i18n/resources/en/structure.ts'

const LABELS: Record<ChunkType, string> = {
  initial: 'Created',
  create: 'Created',
  editDraft: 'Edited draft',
  editLive: 'Live edited',
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
  discardDraft: 'Draft discarded',
}

describe('history chunk labels', () => {
  it('name every chunk type with one of the seven operation labels', () => {
    const texts = structureEn as Record<string, string>
    for (const [type, label] of Object.entries(LABELS)) expect(texts[`history.chunk.${type}`], type).toBe(label)
    expect(new Set(Object.values(LABELS)).size).toBe(7)
  })

  it('have no label for a chunk type that does not exist', () => {
    const keys = Object.keys(structureEn).filter((key) => key.startsWith('history.chunk.'))
    expect(keys.sort()).toEqual(Object.keys(LABELS).map((type) => `history.chunk.${type}`).sort())
  })
})
