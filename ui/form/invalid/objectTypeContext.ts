// The schema type of the object whose members are being laid out, for the unknown-fields panel in
// LayoutBody: the layout knows the object's fields but not its type (whose name the message gives).
import {createContext} from 'react'
import type {Path} from '../../../core/editing/paths.ts'
import type {CompiledType} from '../../../core/schema/index.ts'

export interface ObjectTypeAt {
  path: Path
  type: CompiledType
}

export const ObjectTypeContext = createContext<ObjectTypeAt | null>(null)
