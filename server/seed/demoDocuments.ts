import type {Dataset} from '../dataset/dataset.ts'
// Placeholder until the demo content lands.
export async function seedDemoDocuments(_dataset: Dataset): Promise<number> {
  return 0
}
