// A path written as text — `title`, `address.city`, `tags[2]`, `items[_key=="k1"].title` — as the
// segments patches take. For people and scripts; the studio builds its paths from the schema.
import type {Path, PathSegment} from './paths.ts'

const SEGMENT = /^(?:\.?([A-Za-z_$][\w$]*)|\[(-?\d+)\]|\[_key\s*==\s*"([^"\\]*)"\])/

export function parsePath(text: string): Path {
  const path: PathSegment[] = []
  let rest = text.trim()
  if (rest === '') throw new Error('A path needs at least one field name')
  while (rest !== '') {
    const match = SEGMENT.exec(rest)
    if (!match || (path.length === 0 && rest.startsWith('.'))) throw new Error(`Cannot read the path "${text}" at "${rest}"`)
    if (match[1] !== undefined) path.push(match[1])
    else if (match[2] !== undefined) path.push(Number(match[2]))
    else path.push({_key: match[3]!})
    rest = rest.slice(match[0].length)
  }
  return path
}
