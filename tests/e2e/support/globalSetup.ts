// vitest global setup of the e2e project: one build before any browser test starts.
import {ensureStudioBuild} from './build.ts'

export default function setup(): void {
  ensureStudioBuild()
}
