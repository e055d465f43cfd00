// `_upload`, the upload state an image or file value carries while its file travels (ED-UP-001),
// and the progress it shows: 2 % at once, the transfer's percentage scaled into 2 … 98, 100 when
// the asset is set (ED-UP-021, K-ED-002, K-ED-003).
import {UPLOAD_COMPLETE_PROGRESS, UPLOAD_INITIAL_PROGRESS, UPLOAD_MAX_RUNNING_PROGRESS, UPLOAD_STALE_MS} from './constants.ts'

export interface UploadState {
  progress: number
  createdAt: string
  updatedAt: string
  file: {name: string; type: string}
  /** A low-quality data URL of the image being uploaded (ED-UP-002). */
  previewImage?: string
}

export function startedUpload(file: {name: string; type: string}, now: Date, previewImage?: string): UploadState {
  const at = now.toISOString()
  return {progress: UPLOAD_INITIAL_PROGRESS, createdAt: at, updatedAt: at, file: {name: file.name, type: file.type}, ...(previewImage ? {previewImage} : {})}
}

/** A transfer's percentage (0 … 100, anything else clamped) as the progress shown. */
export function scaledProgress(percent: number): number {
  const clamped = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0
  const span = UPLOAD_MAX_RUNNING_PROGRESS - UPLOAD_INITIAL_PROGRESS
  return UPLOAD_INITIAL_PROGRESS + (clamped / 100) * span
}

export function progressedUpload(upload: UploadState, percent: number, now: Date): UploadState {
  return {...upload, progress: scaledProgress(percent), updatedAt: now.toISOString()}
}

export function completedUpload(upload: UploadState, now: Date): UploadState {
  return {...upload, progress: UPLOAD_COMPLETE_PROGRESS, updatedAt: now.toISOString()}
}

export function isUploadState(value: unknown): value is UploadState {
  if (typeof value !== 'object' || value === null) return false
  const upload = value as Partial<UploadState>
  return typeof upload.progress === 'number' && typeof upload.updatedAt === 'string'
}

/**
 * ED-UP-026, ED-UP-029: stale when the last update is more than 2 minutes old. Read from the stored
 * `updatedAt`, so it holds after a reload and for other editors; an unreadable date counts as stale
 * (nothing will ever update it).
 */
export function isStaleUpload(upload: UploadState, now: Date): boolean {
  const updated = Date.parse(upload.updatedAt)
  return !Number.isFinite(updated) || now.getTime() - updated > UPLOAD_STALE_MS
}
