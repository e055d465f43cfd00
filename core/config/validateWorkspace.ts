// Everything inside one workspace besides its name and base path: project and dataset, schema
// types and templates, tools, locales, and the other list-or-function settings.
import type {SchemaTypeDefinition} from '../schema/definitions.ts'
import {resolveComposable} from './composable.ts'
import {schemaTypeProblems} from './schemaProblems.ts'
import type {TemplateDefinition} from './defineConfig.ts'
import {describeType, isPlainObject, type ConfigPath, type ConfigReport} from './problems.ts'
import {defaultTemplates, templatesWithUnknownType} from './templates.ts'
import {checkI18n} from './validateI18n.ts'
import {checkTools} from './validateTools.ts'

/** Settings of later issues that, when present, must already be a list or a function (SH-CONF-030). */
const OTHER_COMPOSABLES: readonly string[][] = [
  ['document', 'badges'],
  ['document', 'actions'],
  ['document', 'inspectors'],
  ['form', 'image', 'assetSources'],
  ['form', 'file', 'assetSources'],
]

export function checkWorkspace(workspace: Record<string, unknown>, path: ConfigPath): ConfigReport {
  const report: ConfigReport = {errors: [], warnings: []}

  // ERR-SH-003 / ERR-SH-004: the texts the seed gives for a missing project or dataset.
  if (typeof workspace.projectId !== 'string' || workspace.projectId === '') {
    report.errors.push({code: 'project-id-missing', message: 'Invalid project id', path: [...path, 'projectId']})
  } else if (typeof workspace.dataset !== 'string' || workspace.dataset === '') {
    report.errors.push({code: 'dataset-missing', message: 'Missing projectId or dataset', path: [...path, 'dataset']})
  }

  const tools = checkTools(workspace.tools, [...path, 'tools'])
  report.errors.push(...tools.errors)
  report.warnings.push(...tools.warnings)

  const schema = checkSchema(workspace.schema, [...path, 'schema'])
  report.errors.push(...schema.errors)
  report.warnings.push(...schema.warnings)
  report.errors.push(...checkI18n(workspace.i18n, [...path, 'i18n']))

  for (const keys of OTHER_COMPOSABLES) {
    const value = keys.reduce<unknown>((at, key) => (isPlainObject(at) ? at[key] : undefined), workspace)
    if (value !== undefined && !Array.isArray(value) && typeof value !== 'function') {
      report.errors.push({
        code: 'expected-array-or-function',
        message: `Expected \`${keys.join('.')}\` to be an array or a function, but was ${describeType(value)}`,
        path: [...path, ...keys],
      })
    }
  }
  for (const kind of ['image', 'file'] as const) {
    const form = workspace.form
    const input = isPlainObject(form) ? form[kind] : undefined
    const value = isPlainObject(input) ? input.directUploads : undefined
    if (value !== undefined && typeof value !== 'boolean') {
      report.errors.push({
        code: 'expected-boolean',
        message: `Expected \`form.${kind}.directUploads\` to be a boolean, but was ${describeType(value)}`,
        path: [...path, 'form', kind, 'directUploads'],
      })
    }
  }
  return report
}

function checkSchema(schema: unknown, path: ConfigPath): ConfigReport {
  if (schema === undefined) return {errors: [], warnings: []}
  if (!isPlainObject(schema)) {
    return {errors: [{code: 'expected-array-or-function', message: `Expected \`schema\` to be an object, but was ${describeType(schema)}`, path}], warnings: []}
  }
  const types = resolveComposable<SchemaTypeDefinition>(schema.types, [], 'schema.types', [...path, 'types'])
  if (!types.ok) return {errors: [types.problem], warnings: []}
  const compiled = schemaTypeProblems(types.value, [...path, 'types'])
  compiled.errors.push(...templateProblems(schema, types.value, path))
  return compiled
}

function templateProblems(schema: Record<string, unknown>, types: SchemaTypeDefinition[], path: ConfigPath): ConfigReport['errors'] {
  const definitions = types.filter(isPlainObject) as unknown as SchemaTypeDefinition[]

  const templates = resolveComposable<TemplateDefinition>(
    schema.templates,
    defaultTemplates(definitions),
    'templates',
    [...path, 'templates'],
  )
  if (!templates.ok) return [templates.problem]
  const valid = templates.value.filter((template) => isPlainObject(template) && typeof template.schemaType === 'string')
  return templatesWithUnknownType(valid, definitions).map((template) => ({
    code: 'template-schema-type-not-found' as const,
    message: `No such schema type "${template.schemaType}" for template "${template.id}"`,
    path: [...path, 'templates', templates.value.indexOf(template)],
  }))
}
