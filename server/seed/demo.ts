// First run: the demo project, its dataset, one user per role and sample content.
import type {Lake} from '../dataset/lake.ts'
import {hashPassword} from '../auth/passwords.ts'
import {DEMO_DATASET, DEMO_PROJECT_ID, DEMO_PROJECT_TITLE, DEMO_USERS, type DemoUser} from './demoUsers.ts'
import {seedDemoDocuments} from './demoDocuments.ts'
import {Access} from '../access/access.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {ARCHIVE_DATASET, archivedArticles, SUPPLIERS_DATASET, suppliers} from './content/otherDatasets.ts'
import type {SeedDocument} from './content/context.ts'
import {seedDemoImages} from './demoImages.ts'
import type {AssetStorage} from '../storage/assets/types.ts'

export interface SeedReport {
  projectId: string
  dataset: string
  users: DemoUser[]
  documents: number
}

export interface SeedOptions {
  /** Where the demo's pictures are stored (the lake's asset storage); without it the content has none. */
  assets?: AssetStorage
  /** The origin the pictures' asset documents name in their `url`. */
  assetBaseUrl?: string
}

/** Seeds once: returns null when the data folder already holds the demo project. */
export async function seedDemo(lake: Lake, options: SeedOptions = {}): Promise<SeedReport | null> {
  const {store} = lake
  if (store.getProject(DEMO_PROJECT_ID)) {
    // Data folders from before the cross-dataset references get their datasets now.
    await seedOtherDatasets(lake)
    return null
  }
  const now = new Date().toISOString()
  for (const user of DEMO_USERS) {
    store.createUser({
      id: user.id,
      name: user.name,
      email: user.email,
      provider: 'password',
      passwordHash: await hashPassword(user.password),
      profileImage: null,
      createdAt: now,
    })
  }
  store.atomically(() => {
    store.createProject({id: DEMO_PROJECT_ID, displayName: DEMO_PROJECT_TITLE, createdAt: now})
    store.createDataset({projectId: DEMO_PROJECT_ID, name: DEMO_DATASET, aclMode: 'private'})
    for (const user of DEMO_USERS) store.setMemberRole(DEMO_PROJECT_ID, user.id, user.role)
  })
  const dataset = lake.dataset(DEMO_PROJECT_ID, DEMO_DATASET)
  // The pictures first: the content refers to their asset documents.
  const images = options.assets ? await seedDemoImages(dataset, {projectId: DEMO_PROJECT_ID, storage: options.assets, baseUrl: options.assetBaseUrl ?? ''}) : undefined
  const documents = await seedDemoDocuments(dataset, {images})
  await seedOtherDatasets(lake)
  return {projectId: DEMO_PROJECT_ID, dataset: DEMO_DATASET, users: DEMO_USERS, documents}
}

/** The archive and suppliers datasets, each seeded once when it does not exist yet. */
async function seedOtherDatasets(lake: Lake): Promise<void> {
  const existing = new Set(lake.store.listDatasets(DEMO_PROJECT_ID).map((dataset) => dataset.name))
  const wanted: [string, SeedDocument[]][] = [
    [ARCHIVE_DATASET, archivedArticles()],
    [SUPPLIERS_DATASET, suppliers()],
  ]
  for (const [name, documents] of wanted) {
    if (existing.has(name)) continue
    lake.store.createDataset({projectId: DEMO_PROJECT_ID, name, aclMode: 'private'})
    await lake.dataset(DEMO_PROJECT_ID, name).commit({
      mutations: documents.map((create) => ({create})),
      author: 'p-admin',
      access: new Access(grantsOfRoles(['administrator'])),
    })
  }
}
