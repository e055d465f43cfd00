// First run: the demo project, its dataset, one user per role and sample content.
import type {Lake} from '../dataset/lake.ts'
import {hashPassword} from '../auth/passwords.ts'
import {DEMO_DATASET, DEMO_PROJECT_ID, DEMO_PROJECT_TITLE, DEMO_USERS, type DemoUser} from './demoUsers.ts'
import {seedDemoDocuments} from './demoDocuments.ts'

export interface SeedReport {
  projectId: string
  dataset: string
  users: DemoUser[]
  documents: number
}

/** Seeds once: returns null when the data folder already holds the demo project. */
export async function seedDemo(lake: Lake): Promise<SeedReport | null> {
  const {store} = lake
  if (store.getProject(DEMO_PROJECT_ID)) return null
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
  const documents = await seedDemoDocuments(lake.dataset(DEMO_PROJECT_ID, DEMO_DATASET))
  return {projectId: DEMO_PROJECT_ID, dataset: DEMO_DATASET, users: DEMO_USERS, documents}
}
