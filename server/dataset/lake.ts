// The registry of datasets this server holds. openAll() loads every dataset with its indexes
// before the server listens, so no request after a start waits for a dataset to load.
import type {SqliteStore} from '../storage/sqlite.ts'
import type {TransactionBus} from '../listen/bus.ts'
import {Dataset} from './dataset.ts'
import {notFound} from '../http/lakeError.ts'

export class Lake {
  readonly store: SqliteStore
  readonly bus: TransactionBus
  readonly #datasets = new Map<string, Dataset>()

  constructor(store: SqliteStore, bus: TransactionBus) {
    this.store = store
    this.bus = bus
  }

  hasDataset(projectId: string, name: string): boolean {
    return this.store.listDatasets(projectId).some((d) => d.name === name)
  }

  /**
   * Loads every dataset of every project, then warms the query path up on the largest one (the
   * compiled code serves every dataset, and the largest has the most varied documents); answers it.
   */
  async openAll(): Promise<Dataset | null> {
    let largest: Dataset | null = null
    for (const project of this.store.listProjects()) {
      for (const {name} of this.store.listDatasets(project.id)) {
        const dataset = this.dataset(project.id, name)
        if (!largest || dataset.index.size > largest.index.size) largest = dataset
      }
    }
    await largest?.warmUp()
    return largest
  }

  /** The dataset, or a 404 naming it. */
  dataset(projectId: string, name: string): Dataset {
    const key = `${projectId}\u0000${name}`
    let dataset = this.#datasets.get(key)
    if (!dataset) {
      if (!this.hasDataset(projectId, name)) throw notFound(`Dataset "${name}" not found for project ID "${projectId}"`)
      dataset = new Dataset(this.store, this.bus, projectId, name)
      this.#datasets.set(key, dataset)
    }
    return dataset
  }
}
