// What happens to files an editor drops, pastes or drags over an image field, a file field or an
// array of them (seeds ED§4 Upload and Drag over, ED§5): which uploader takes each file, how
// hovering files are judged before their names are known, what a pasted image is called, and
// which entries of a dropped folder are read.
import {acceptPatterns, canUpload, matchesAccept, type FileLike} from './accept.ts'
import {PASTED_IMAGE_NAME, PASTED_IMAGE_TYPE, type AssetKind} from './constants.ts'

/** A place a file may go: a field of `kind` with its `accept`, or an array member type. */
export interface UploadTarget {
  kind: AssetKind
  accept: unknown
  /** The member type's name, for arrays. */
  typeName: string
}

/** ED-ARR-032: the first target (in the schema's order) that takes the file, or null (ED-UP-033). */
export function targetForFile<T extends UploadTarget>(file: FileLike, targets: readonly T[]): T | null {
  return targets.find((target) => canUpload(target.kind, file, target.accept)) ?? null
}

/** What a drag in progress tells about each of its items: its kind ('file', 'string') and MIME type. */
export interface HoveringItem {
  kind: string
  type: string
}

export type DropTone = 'primary' | 'critical'

export interface HoverJudgement {
  accepted: number
  rejected: number
  /** ED-UP-031: critical when any file is refused or uploads are not allowed; primary when all are taken. */
  tone: DropTone
}

/**
 * While a drag hovers, browsers show each item's MIME type but not its name, so an `accept` of
 * extensions cannot be judged yet: such a pattern counts as a match here, and the drop decides.
 * An item without a type (a folder, an unknown file) is judged by the uploader alone.
 */
export function takesHoveringType(target: UploadTarget, type: string): boolean {
  const uploader = target.kind === 'image' ? 'image/*' : '*'
  if (!matchesAccept({name: '', type}, uploader)) return false
  const patterns = acceptPatterns(target.accept)
  if (patterns.length === 0 || !type) return true
  return patterns.some((pattern) => pattern.startsWith('.') || matchesAccept({name: '', type}, pattern))
}

/** ED-UP-031: the hovering files counted as accepted or rejected; null when no file hovers. */
export function judgeHoveringItems(items: readonly HoveringItem[], targets: readonly UploadTarget[], uploadsAllowed: boolean): HoverJudgement | null {
  const files = items.filter((item) => item.kind === 'file')
  if (files.length === 0) return null
  let accepted = 0
  for (const file of files) if (uploadsAllowed && targets.some((target) => takesHoveringType(target, file.type))) accepted += 1
  const rejected = files.length - accepted
  return {accepted, rejected, tone: rejected > 0 || !uploadsAllowed ? 'critical' : 'primary'}
}

/**
 * Drag-over counting: every child an editor crosses fires its own enter and leave on the target,
 * so the target is hovered while more enters than leaves were seen (never below 0), not between a
 * leave and the next enter. A drop or the end of the drag resets it.
 */
export function hoverDepth(depth: number, event: 'enter' | 'leave' | 'drop'): number {
  if (event === 'enter') return depth + 1
  if (event === 'leave') return Math.max(0, depth - 1)
  return 0
}

/** ED-UP-032: entries of a dropped folder whose name starts with a dot are skipped. */
export function isHiddenEntry(name: string): boolean {
  return name.startsWith('.')
}

/**
 * ED-UP-034, K-ED-050: what a pasted file is called and typed. One with a name keeps it (and its
 * type); an image without a name is `pasted-image.jpg`, `image/jpeg` (the lake reads the real
 * format from the bytes); another file without a name is `pasted-file`; one with neither a name
 * nor a MIME type cannot be matched to an uploader and is null.
 */
export function pastedFileIdentity(file: FileLike): FileLike | null {
  if (file.name) return file
  if (!file.type) return null
  if (file.type.toLowerCase().startsWith('image/')) return {name: PASTED_IMAGE_NAME, type: PASTED_IMAGE_TYPE}
  return {name: PASTED_FILE_NAME, type: file.type}
}

/** Ours: a pasted file that is no image and has no name (the seeds name only the image case). */
export const PASTED_FILE_NAME = 'pasted-file'
