// Files dropped or pasted onto an array of images or files (ED-ARR-030 … ED-ARR-032): each file
// goes to the first member type that takes it (the rest are refused with the warning toast), waits
// in the array's upload queue (machines/uploadQueue.ts, 4 at a time), and when its turn comes its
// item is appended and the upload machine writes into it. A cancelled or failed upload removes the
// item it added when nothing else was put in it. Leaving the form stops every upload.
import {useActorRef, useSelector} from '@xstate/react'
import {useEffect, useMemo, useRef} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {targetForFile, type UploadTarget} from '../../../core/assets/droppedFiles.ts'
import type {AssetDocumentProps} from '../../../core/assets/assetSources.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {randomKey} from '../../../core/documents/keys.ts'
import {appendPatches, isEmptyItem, removePatches} from '../../../core/editing/arrayPatches.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {uploadQueueMachine} from '../../../machines/uploadQueue.ts'
import type {ArrayUploads} from '../assets/arrayUploads.ts'
import {assetFieldPatches} from '../assets/fieldEdits.ts'
import {refuseFiles, startAssetUpload, type AssetUploadActor} from '../assets/uploadActor.ts'
import type {ObjectScope} from '../fieldPath.ts'
import {useForm} from '../formContext.ts'

export interface MemberTarget extends UploadTarget {
  definition: Readonly<Record<string, unknown>>
}

/** The array's member types that hold an image or a file, in the schema's order. */
export function uploadTargetsOf(members: readonly CompiledType[]): MemberTarget[] {
  return members.flatMap((member) =>
    member.intrinsic === 'image' || member.intrinsic === 'file'
      ? [{kind: member.intrinsic as AssetKind, accept: (member.definition.options as {accept?: unknown} | undefined)?.accept, typeName: member.name, definition: member.definition}]
      : [],
  )
}

interface Job {
  file: File
  target: MemberTarget
  key: string
  /** The item is added when the upload starts (a drop), or exists already (an item's own Upload). */
  adds: boolean
  /** What an asset source said of the file (title, credit line, `source`), for its asset document. */
  documentProps?: AssetDocumentProps
}

export interface ArrayUploadHost {
  uploads: ArrayUploads
  targets: readonly MemberTarget[]
  /** Whether files from the editor's computer may go into this array at all. */
  allowed: boolean
  onFiles: (files: readonly File[]) => void
  /** Files dropped that wait for a free slot. */
  waiting: number
}

export function useArrayUploads(path: Path, scope: ObjectScope, members: readonly CompiledType[], readOnly: boolean): ArrayUploadHost {
  const {t} = useTranslation('form')
  const {assets, edit, values} = useForm()
  const targets = useMemo(() => uploadTargetsOf(members), [members])
  const allowed = !readOnly && Boolean(assets) && targets.some((target) => assets?.directUploads[target.kind])
  const jobs = useRef(new Map<string, Job>())
  const actors = useRef(new Map<string, AssetUploadActor>())
  const listeners = useRef(new Set<() => void>())
  const latest = useRef({assets, edit, values, path, scope, t})
  latest.current = {assets, edit, values, path, scope, t}

  const within = (patches: LocalPatch[]) => {
    const {edit: apply, scope: at} = latest.current
    apply([...at.ancestors.map((ancestor): LocalPatch => ({type: 'setIfMissing', path: ancestor.path, value: ancestor.proto})), ...patches])
  }
  const changed = () => listeners.current.forEach((listener) => listener())

  const queue = useActorRef(
    useMemo(
      () =>
        uploadQueueMachine.provide({
          actions: {
            startJobs: (_, {ids}) => {
              for (const id of ids) run.current(id)
            },
          },
        }),
      [],
    ),
    {input: {}},
  )
  const run = useRef((_id: string) => {})
  run.current = (id: string) => {
    const job = jobs.current.get(id)
    const services = latest.current.assets
    if (!job || !services) return queue.send({type: 'job.ended', id})
    const arrayPath = latest.current.path
    const itemPath: Path = [...arrayPath, {_key: job.key}]
    if (job.adds) within(appendPatches(arrayPath, [{_type: job.target.typeName, _key: job.key}]))
    const write = (change: Parameters<typeof assetFieldPatches>[0]) =>
      within(assetFieldPatches(change, latest.current.values.valueAt(itemPath), {path: itemPath, ancestors: [], typeName: job.target.typeName}))
    const actor = startAssetUpload({assets: services, file: job.file, kind: job.target.kind, definition: job.target.definition, write, t: latest.current.t, documentProps: job.documentProps})
    actors.current.set(job.key, actor)
    changed()
    actor.subscribe({
      complete: () => {
        actors.current.delete(job.key)
        jobs.current.delete(id)
        // A drop that came to nothing leaves no empty item behind (ED-ARR-004's rule for new items).
        if (job.adds && !actor.getSnapshot().matches('complete') && isEmptyItem(latest.current.values.valueAt(itemPath))) within(removePatches(arrayPath, job.key))
        changed()
        queue.send({type: 'job.ended', id})
      },
    })
  }

  useEffect(() => {
    const running = actors.current
    return () => running.forEach((actor) => actor.stop())
  }, [])

  const waiting = useSelector(queue, (snapshot) => snapshot.context.waiting.length)

  const uploads = useMemo<ArrayUploads>(
    () => ({
      arrayPath: path,
      actorOf: (key) => actors.current.get(key) ?? null,
      subscribe: (listener) => {
        listeners.current.add(listener)
        return () => listeners.current.delete(listener)
      },
      uploadInto: (key, typeName, file, documentProps) => {
        const target = targets.find((candidate) => candidate.typeName === typeName)
        if (!target) return
        actors.current.get(key)?.stop()
        const id = `${key}:${Date.now()}`
        jobs.current.set(id, {file, target, key, adds: false, documentProps})
        queue.send({type: 'jobs.added', ids: [id]})
      },
    }),
    [path, targets, queue],
  )

  const onFiles = (files: readonly File[]) => {
    const refused: File[] = []
    const ids: string[] = []
    for (const file of files) {
      const target = targetForFile(file, targets.filter((candidate) => assets?.directUploads[candidate.kind]))
      if (!target) {
        refused.push(file)
        continue
      }
      const key = randomKey()
      jobs.current.set(key, {file, target, key, adds: true})
      ids.push(key)
    }
    refuseFiles(refused, t)
    if (ids.length > 0) queue.send({type: 'jobs.added', ids})
  }

  return {uploads, targets, allowed, onFiles, waiting}
}
