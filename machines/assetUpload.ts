// One upload into an image or file field (seeds ED§4, Upload): the field shows 2 % at once; the
// file's SHA-1 is computed and an asset with that hash is looked up (one found is used without
// uploading, ED-UP-022); otherwise the file is sent, each progress event scaled into 2 … 98; the
// asset is set with 100 % and the upload state cleared. No progress for 2 minutes flags the upload
// stale (ED-UP-026); cancel, or clearing a stale upload, aborts it and removes its state; a failure
// removes it and tells the editor. Hashing, the duplicate query and the transfer are actors the
// caller provides; the field is written through the `write` action; time comes from `now`.
import {assign, fromEventObservable, fromPromise, setup} from 'xstate'
import type {AssetEdit} from '../core/assets/assetEdits.ts'
import {UPLOAD_STALE_MS, type AssetKind} from '../core/assets/constants.ts'
import {completedUpload, progressedUpload, startedUpload, type UploadState} from '../core/assets/uploadState.ts'
import type {AssetUploadEvent, UploadFile} from '../core/ports.ts'

export interface AssetUploadInput {
  file: UploadFile
  kind: AssetKind
  /** The upload's clock (the machine's simulated clock in tests). */
  now: () => Date
  /** A low-quality preview shown while the file travels (ED-UP-002), when the caller made one. */
  previewImage?: string
}

export interface AssetUploadContext {
  file: UploadFile
  kind: AssetKind
  now: () => Date
  upload: UploadState
  sha1: string | null
  assetId: string | null
  /** Why the upload failed. */
  error: string | null
}

export type AssetUploadMachineEvent =
  | AssetUploadEvent
  | {type: 'cancel'}
  /** The warning card's action on a stale upload. */
  | {type: 'stale.clear'}
  /** The low-quality preview (ED-UP-002) was made; it is made beside the upload, which never waits for it. */
  | {type: 'preview.made'; previewImage: string}

/** The lake's own description of a refusal when it gave one (not the request line the adapter adds), else the message. */
const messageOf = (error: unknown) => {
  const description = (error as {description?: unknown} | null)?.description
  if (typeof description === 'string' && description !== '') return description
  return error instanceof Error ? error.message : String(error)
}

const uploadSetup = setup({
  types: {} as {context: AssetUploadContext; events: AssetUploadMachineEvent; input: AssetUploadInput; output: {assetId: string | null}},
  actors: {
    hash: fromPromise<string, {file: UploadFile}>(async () => {
      throw new Error('assetUpload: the "hash" actor must be provided by the caller')
    }),
    /** The id of an existing asset with this hash (query tagged asset.find-duplicate), or null. */
    findDuplicate: fromPromise<string | null, {kind: AssetKind; sha1: string}>(async () => {
      throw new Error('assetUpload: the "findDuplicate" actor must be provided by the caller')
    }),
    /** Sends `upload.progress` events and one `upload.completed`; stopping it aborts the transfer. */
    upload: fromEventObservable<AssetUploadEvent, {kind: AssetKind; file: UploadFile}>(() => {
      throw new Error('assetUpload: the "upload" actor must be provided by the caller')
    }),
  },
  actions: {
    /** Changes the field's value; provided by the input. */
    write: (_, _params: AssetEdit) => {},
    /** 'Upload failed' toast (ERR-ED-002); provided by the input. */
    reportFailure: (_, _params: {message: string}) => {},
  },
  delays: {stale: UPLOAD_STALE_MS},
})

/** A progress event: the scaled percentage and its time go to the context and the field. */
const recordProgress = [
  uploadSetup.assign({
    upload: ({context, event}) => (event.type === 'upload.progress' ? progressedUpload(context.upload, event.percent, context.now()) : context.upload),
  }),
  {type: 'write', params: ({context}: {context: AssetUploadContext}) => ({type: 'upload', upload: context.upload}) as AssetEdit},
] as const

export const assetUploadMachine = uploadSetup.createMachine({
  id: 'assetUpload',
  context: ({input}) => ({
    file: input.file,
    kind: input.kind,
    now: input.now,
    upload: startedUpload(input.file, input.now(), input.previewImage),
    sha1: null,
    assetId: null,
    error: null,
  }),
  initial: 'hashing',
  // ED-UP-020, K-ED-002: the field carries the upload (at 2 %) from the first moment.
  entry: {type: 'write', params: ({context}) => ({type: 'upload', upload: context.upload})},
  output: ({context}) => ({assetId: context.assetId}),
  on: {
    'preview.made': {
      actions: [
        assign({upload: ({context, event}) => ({...context.upload, previewImage: event.previewImage})}),
        {type: 'write', params: ({context}) => ({type: 'upload', upload: context.upload})},
      ],
    },
  },
  states: {
    hashing: {
      on: {cancel: 'cancelled'},
      invoke: {
        id: 'hash',
        src: 'hash',
        input: ({context}) => ({file: context.file}),
        onDone: {target: 'checking', actions: assign({sha1: ({event}) => event.output})},
        onError: {target: 'failed', actions: assign({error: ({event}) => messageOf(event.error)})},
      },
    },
    checking: {
      on: {cancel: 'cancelled'},
      invoke: {
        id: 'findDuplicate',
        src: 'findDuplicate',
        input: ({context}) => ({kind: context.kind, sha1: context.sha1 ?? ''}),
        onDone: [
          {guard: ({event}) => typeof event.output === 'string', target: 'complete', actions: assign({assetId: ({event}) => event.output})},
          {target: 'uploading'},
        ],
        // The check only saves a transfer: when it cannot be made, the file is sent.
        onError: {target: 'uploading'},
      },
    },
    uploading: {
      initial: 'active',
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({context}) => ({kind: context.kind, file: context.file}),
        onError: {target: 'failed', actions: assign({error: ({event}) => messageOf(event.error)})},
        // A transfer that ends without naming its asset failed too.
        onDone: {target: 'failed', actions: assign({error: 'The upload ended without an asset'})},
      },
      on: {
        cancel: 'cancelled',
        'upload.completed': {target: 'complete', actions: assign({assetId: ({event}) => event.assetId})},
      },
      states: {
        // Each progress event re-enters `active` alone (never `uploading`, which would restart the
        // transfer), so the 2 minutes count from the last one.
        active: {
          after: {stale: 'stale'},
          on: {'upload.progress': {target: 'active', reenter: true, actions: recordProgress}},
        },
        // Still running: a late progress event brings it back; the editor may clear it.
        stale: {
          on: {'upload.progress': {target: 'active', actions: recordProgress}, 'stale.clear': '#assetUpload.cancelled'},
        },
      },
    },
    complete: {
      type: 'final',
      // ED-UP-021: the asset with 100 %, then the upload state goes.
      entry: [
        assign({upload: ({context}) => completedUpload(context.upload, context.now())}),
        {type: 'write', params: ({context}) => ({type: 'asset', assetId: context.assetId ?? '', upload: context.upload})},
        {type: 'write', params: {type: 'upload.done'}},
      ],
    },
    cancelled: {
      type: 'final',
      entry: {type: 'write', params: {type: 'upload.removed'}},
    },
    failed: {
      type: 'final',
      entry: [{type: 'write', params: {type: 'upload.removed'}}, {type: 'reportFailure', params: ({context}) => ({message: context.error ?? ''})}],
    },
  },
})
