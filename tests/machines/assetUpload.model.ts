// Test model of one upload: the hash answers or fails; the duplicate check finds an asset, finds
// none or fails; the transfer progresses (halfway, all sent), completes, fails or ends without an
// asset; two minutes pass without progress; the editor cancels or clears a stale upload.
import {TestModel} from 'xstate/graph'
import {assetUploadMachine, type AssetUploadContext, type AssetUploadMachineEvent} from '../../machines/assetUpload.ts'

export const STALE_TIMER = 'xstate.after.stale.assetUpload.uploading.active'
export const HASH = 'a9993e364706816aba3e25717850c26c9cd0d89d'
export const DUPLICATE = `image-${HASH}-4x3-png`
export const UPLOADED = `image-${HASH}-4x3-png`
export const FILE = {name: 'tones.png', type: 'image/png', size: 3}

export const events = [
  {type: 'xstate.done.actor.hash', output: HASH},
  {type: 'xstate.error.actor.hash', error: new Error('The file could not be read')},
  {type: 'xstate.done.actor.findDuplicate', output: DUPLICATE},
  {type: 'xstate.done.actor.findDuplicate', output: null},
  {type: 'xstate.error.actor.findDuplicate', error: new Error('HTTP 500')},
  {type: 'upload.progress', percent: 50},
  {type: 'upload.progress', percent: 100},
  {type: 'upload.completed', assetId: UPLOADED},
  {type: 'xstate.error.actor.upload', error: new Error('HTTP 413')},
  {type: 'xstate.done.actor.upload'},
  {type: STALE_TIMER},
  {type: 'cancel'},
  {type: 'stale.clear'},
] as unknown as AssetUploadMachineEvent[]

/** What the editor sees and the machine decides on; timestamps are left out (they follow the clock). */
export function projection(snapshot: {value: unknown; context: AssetUploadContext}) {
  const {value, context: c} = snapshot
  return {value, progress: c.upload.progress, sha1: c.sha1, assetId: c.assetId, failed: c.error !== null}
}

export const model = new TestModel(assetUploadMachine, {
  input: {file: FILE, kind: 'image', now: () => new Date(0)},
  events,
  serializeState: (snapshot) => JSON.stringify(projection(snapshot as never)),
  filterEvents: (snapshot, event) => snapshot.can(event),
})

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === STALE_TIMER) return '2 minutes pass'
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice(18)} answers ${JSON.stringify(event.output)}`
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice(19)} fails`
  const {type, ...rest} = event
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type
}
