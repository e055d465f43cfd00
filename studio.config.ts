// The studio's configuration: one workspace on the embedded lake's demo project.
import {defineConfig} from './core/config/index.ts'
import {schemaTypes} from './demo/schema/index.ts'

export default defineConfig({
  name: 'default',
  title: 'Demo studio',
  basePath: '/',
  projectId: 'demo',
  dataset: 'production',
  auth: {loginMethod: 'dual', redirectOnSingle: false},
  schema: {
    types: schemaTypes,
    templates: (defaults) => [
      // Settings is a single document (SETTINGS_ID in demo/schema/settings.ts): without a template
      // nobody creates a second one.
      ...defaults.filter((template) => template.schemaType !== 'settings'),
      {
        id: 'article-featured',
        schemaType: 'article',
        title: 'Featured article',
        description: 'An article that goes on the front page',
        value: {featured: true},
      },
      {
        id: 'author-with-role',
        schemaType: 'author',
        title: 'Author with role',
        parameters: [{name: 'role', type: 'string', title: 'Role'}],
        value: (params) => ({role: params?.role ?? 'contributor', active: true}),
      },
    ],
  },
})
