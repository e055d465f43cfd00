// The demo project's people, one per role. Printed on the console at first run and in the README.
export const DEMO_PROJECT_ID = 'demo'
export const DEMO_PROJECT_TITLE = 'Demo project'
export const DEMO_DATASET = 'production'

export interface DemoUser {
  id: string
  name: string
  email: string
  password: string
  role: 'administrator' | 'editor' | 'developer' | 'contributor' | 'viewer'
}

export const DEMO_USERS: DemoUser[] = [
  {id: 'p-admin', name: 'Ada Admin', email: 'admin@demo.local', password: 'admin-demo', role: 'administrator'},
  {id: 'p-editor', name: 'Edith Editor', email: 'editor@demo.local', password: 'editor-demo', role: 'editor'},
  {id: 'p-developer', name: 'Dev Developer', email: 'developer@demo.local', password: 'developer-demo', role: 'developer'},
  {id: 'p-contributor', name: 'Connie Contributor', email: 'contributor@demo.local', password: 'contributor-demo', role: 'contributor'},
  {id: 'p-viewer', name: 'Vic Viewer', email: 'viewer@demo.local', password: 'viewer-demo', role: 'viewer'},
]
