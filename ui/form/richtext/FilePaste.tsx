// Image and file blocks from pasted or dropped files (ED-PT-046): each file the body's image or
// file block types take becomes a block at the caret, and its upload runs in the body's upload
// queue (useArrayUploads), writing into that block as an array item's upload does; files no block
// type takes are refused with the warning toast. Text on the clipboard goes the editor's way, even
// with files beside it.
import {BehaviorPlugin} from '@portabletext/editor/plugins'
import {defineBehavior, effect, raise} from '@portabletext/editor/behaviors'
import {useMemo, useRef} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {targetForFile} from '../../../core/assets/droppedFiles.ts'
import {randomKey} from '../../../core/documents/keys.ts'
import type {ArrayUploadHost} from '../arrays/useArrayUploads.ts'
import {refuseFiles} from '../assets/uploadActor.ts'

export function FilePaste({host}: {host: ArrayUploadHost}) {
  const {t} = useTranslation('form')
  const latest = useRef({host, t})
  latest.current = {host, t}
  const behaviors = useMemo(
    () => [
      defineBehavior({
        on: 'deserialize',
        guard: ({event}) => {
          const transfer = event.originEvent.originEvent.dataTransfer
          const files = [...(transfer?.files ?? [])]
          const {host: current} = latest.current
          // Text comes first: a word processor puts a picture of the copied text beside it.
          if (files.length === 0 || !current.allowed || (transfer?.getData('text/plain') ?? '').trim() !== '') return false
          const placed = files.map((file) => ({file, target: targetForFile(file, current.targets), key: randomKey()}))
          return {placed}
        },
        actions: [
          (_, {placed}) => [
            ...placed.flatMap(({target, key}) => (target ? [raise({type: 'insert.block', block: {_type: target.typeName, _key: key}, placement: 'auto'})] : [])),
            effect(() => {
              const {host: current, t: translate} = latest.current
              refuseFiles(placed.flatMap(({file, target}) => (target ? [] : [file])), translate)
              // The blocks reach the form with the editor's patches first; the uploads write into them after.
              setTimeout(() => {
                for (const {file, target, key} of placed) if (target) current.uploads.uploadInto(key, target.typeName, file)
              })
            }),
          ],
        ],
      }),
    ],
    [],
  )
  return <BehaviorPlugin behaviors={behaviors} />
}
