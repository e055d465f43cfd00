// Reading a drop's files through the browser's DataTransfer and File and Directory Entries API,
// with stand-ins for both (Node has File but no DataTransfer): a folder is read to the bottom,
// across readEntries batches, without dot entries (ED-UP-032); a paste's nameless image gets the
// seeds' name (ED-UP-034).
import {describe, expect, it} from 'vitest'
import {droppedFiles, pastedFiles} from '../../adapters/files/dataTransferFiles.ts'

interface FakeEntry {
  name: string
  isFile: boolean
  isDirectory: boolean
  file?: (resolve: (file: File) => void) => void
  createReader?: () => {readEntries: (resolve: (entries: FakeEntry[]) => void) => void}
}

const fileEntry = (name: string): FakeEntry => ({name, isFile: true, isDirectory: false, file: (resolve) => resolve(new File([name], name, {type: 'text/plain'}))})

/** A folder whose reader hands its entries over two at a time, as a browser hands over batches. */
function folder(name: string, children: FakeEntry[]): FakeEntry {
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let at = 0
      return {
        readEntries: (resolve) => {
          const batch = children.slice(at, at + 2)
          at += batch.length
          queueMicrotask(() => resolve(batch))
        },
      }
    },
  }
}

function transfer(items: {entry: FakeEntry | null; file: File | null}[], files: File[] = []): DataTransfer {
  return {
    items: items.map(({entry, file}) => ({kind: 'file', type: file?.type ?? '', webkitGetAsEntry: () => entry, getAsFile: () => file})),
    files,
  } as unknown as DataTransfer
}

describe('dropped files', () => {
  it('read folders recursively, in batches, leaving out entries whose name starts with a dot', async () => {
    const tree = folder('photos', [fileEntry('a.txt'), fileEntry('.DS_Store'), folder('2024', [fileEntry('b.txt'), fileEntry('c.txt'), folder('.git', [fileEntry('config')])]), fileEntry('d.txt')])
    const loose = new File(['e'], 'e.txt', {type: 'text/plain'})
    const files = await droppedFiles(transfer([{entry: tree, file: null}, {entry: fileEntry('e.txt'), file: loose}, {entry: fileEntry('.hidden'), file: new File(['x'], '.hidden')}]))
    expect(files.map((file) => file.name)).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'])
  })
  it('take the plain files when the browser gives no entries', async () => {
    const file = new File(['x'], 'x.txt')
    expect(await droppedFiles(transfer([{entry: null, file}]))).toEqual([file])
  })
})

describe('pasted files', () => {
  it('name a nameless image pasted-image.jpg and keep named files as they are', () => {
    const named = new File(['n'], 'shot.png', {type: 'image/png'})
    const nameless = new File(['p'], '', {type: 'image/png'})
    const [first, second] = pastedFiles({files: [named, nameless], items: []} as unknown as DataTransfer)
    expect(first).toBe(named)
    expect([second.name, second.type, second.size]).toEqual(['pasted-image.jpg', 'image/jpeg', 1])
  })
  it('leave out what can be neither named nor typed', () => {
    expect(pastedFiles({files: [new File(['?'], '')], items: []} as unknown as DataTransfer)).toEqual([])
  })
})
