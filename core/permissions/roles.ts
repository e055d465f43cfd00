// The project roles, each defined by the grants it holds on a dataset. The lake enforces them on
// every read and write; the studio evaluates the same grants to explain disabled actions.
import type {Grant, RoleInfo} from '../lake/types.ts'

export const EVERY_DOCUMENT = '_id in path("**")'
export const DRAFT_DOCUMENTS = '_id in path("drafts.**")'
/** Asset documents (uploaded images and files). */
export const ASSET_DOCUMENTS = '_type in ["sanity.imageAsset", "sanity.fileAsset"]'
/** What the contributor role may read: everything but products. */
export const CONTRIBUTOR_READABLE = '_type != "product"'

export interface RoleDefinition extends RoleInfo {
  grants: Grant[]
}

export const ROLES: Record<string, RoleDefinition> = {
  administrator: {
    name: 'administrator',
    title: 'Administrator',
    description: 'Reads and writes everything, manages the project and its members',
    grants: [{filter: EVERY_DOCUMENT, permissions: ['read', 'create', 'update', 'history', 'editHistory', 'manage']}],
  },
  editor: {
    name: 'editor',
    title: 'Editor',
    description: 'Reads and writes every document, drafts and published',
    grants: [{filter: EVERY_DOCUMENT, permissions: ['read', 'create', 'update', 'history']}],
  },
  developer: {
    name: 'developer',
    title: 'Developer',
    description: 'Reads and writes every document and works with the project settings',
    grants: [{filter: EVERY_DOCUMENT, permissions: ['read', 'create', 'update', 'history']}],
  },
  contributor: {
    name: 'contributor',
    title: 'Contributor',
    description: 'Reads everything but the shop’s products, creates and edits drafts, cannot publish',
    // The product catalogue (prices, stock, suppliers) is the shop team's: a contributor links
    // products it cannot open, which the studio explains instead of showing their content.
    grants: [
      {filter: CONTRIBUTOR_READABLE, permissions: ['read']},
      {filter: `${DRAFT_DOCUMENTS} && ${CONTRIBUTOR_READABLE}`, permissions: ['create', 'update', 'history']},
      // Uploading an image or a file into a draft creates its asset document, which is no draft.
      {filter: ASSET_DOCUMENTS, permissions: ['create']},
    ],
  },
  viewer: {
    name: 'viewer',
    title: 'Viewer',
    description: 'Reads every document and its history, changes nothing',
    grants: [{filter: EVERY_DOCUMENT, permissions: ['read', 'history']}],
  },
}

export const ROLE_NAMES = Object.keys(ROLES)

export function isRoleName(name: string): boolean {
  return Object.hasOwn(ROLES, name)
}

/** The union of the grants of several roles (a member may hold more than one). */
export function grantsOfRoles(roleNames: string[]): Grant[] {
  return roleNames.flatMap((name) => ROLES[name]?.grants ?? [])
}
