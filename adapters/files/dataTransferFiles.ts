// The files of a drop or a paste, read from the browser's DataTransfer. A dropped folder is walked
// through the File and Directory Entries API, every level of it, leaving out entries whose name
// starts with a dot (ED-UP-032: `.DS_Store`, `.git`); a pasted file without a name is named as the
// seeds say (ED-UP-034). Folder entries must be taken from the items during the drop event itself:
// the browser empties the DataTransfer once the event's handlers return.
import {isHiddenEntry, pastedFileIdentity} from '../../core/assets/droppedFiles.ts'

/** Every file of a drop, folders read recursively. */
export function droppedFiles(data: DataTransfer): Promise<File[]> {
  const items = Array.from(data.items ?? []).filter((item) => item.kind === 'file')
  const entries = items.map((item) => ({entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile()}))
  if (entries.length === 0) return Promise.resolve(Array.from(data.files ?? []))
  return Promise.all(
    entries.map(({entry, file}) => {
      if (entry?.isDirectory) return filesOfDirectory(entry as FileSystemDirectoryEntry)
      if (entry && isHiddenEntry(entry.name)) return Promise.resolve([])
      return Promise.resolve(file ? [file] : [])
    }),
  ).then((lists) => lists.flat())
}

/** The files of a paste; null names are replaced (ED-UP-034), files that cannot be told apart dropped. */
export function pastedFiles(data: DataTransfer): File[] {
  const files = data.files && data.files.length > 0 ? Array.from(data.files) : Array.from(data.items ?? []).flatMap((item) => (item.kind === 'file' ? [item.getAsFile()].filter((file): file is File => file !== null) : []))
  return files.flatMap((file) => {
    const identity = pastedFileIdentity(file)
    if (!identity) return []
    return identity.name === file.name && identity.type === file.type ? [file] : [new File([file], identity.name, {type: identity.type, lastModified: file.lastModified})]
  })
}

async function filesOfDirectory(directory: FileSystemDirectoryEntry): Promise<File[]> {
  const files: File[] = []
  for (const entry of await allEntries(directory)) {
    if (isHiddenEntry(entry.name)) continue
    if (entry.isDirectory) files.push(...(await filesOfDirectory(entry as FileSystemDirectoryEntry)))
    else if (entry.isFile) files.push(await fileOf(entry as FileSystemFileEntry))
  }
  return files
}

/** `readEntries` hands over a batch at a time (100 in Chromium) until it answers an empty one. */
async function allEntries(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader()
  const entries: FileSystemEntry[] = []
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject))
    if (batch.length === 0) return entries
    entries.push(...batch)
  }
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject))
}
