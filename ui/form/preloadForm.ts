// Starts the code a form of one document type shows (its lazy inputs and group tabs), once per
// type: the document pane does so as it mounts, and the route does so as soon as the URL names the
// document, while the panes' own code is still on its way (ui/structure/paneLoaders.ts).
import type {TypesByName} from '../../core/schema/index.ts'
import {compiledSchemaOf} from './compiledSchema.ts'
import {preloadGroupTabsFor} from './lazyGroupTabs.ts'
import {preloadInputsFor} from './lazyInputs.tsx'

const started = new WeakMap<TypesByName, Set<string>>()

export function preloadFormOf(types: TypesByName, typeName: string): void {
  const done = started.get(types) ?? new Set<string>()
  started.set(types, done)
  if (done.has(typeName)) return
  done.add(typeName)
  const compiled = compiledSchemaOf(types).get(typeName)
  if (!compiled) return
  preloadInputsFor(compiled)
  preloadGroupTabsFor(compiled)
}
