// What one caller may do with documents, from the grants of their roles.
import type {Grant, Permission, SanityDocument} from '../../core/lake/types.ts'
import {EVERY_DOCUMENT} from '../../core/permissions/roles.ts'
import {matchingIds} from './grantFilter.ts'

export class Access {
  readonly grants: Grant[]

  constructor(grants: Grant[]) {
    this.grants = grants
  }

  /** True when `permission` is granted on every document, so no per-document check is needed. */
  hasEverywhere(permission: Permission): boolean {
    return this.grants.some((g) => g.filter === EVERY_DOCUMENT && g.permissions.includes(permission))
  }

  hasAnywhere(permission: Permission): boolean {
    return this.grants.some((g) => g.permissions.includes(permission))
  }

  /** The subset of `docs` on which `permission` is granted, in their order. */
  async permitted(permission: Permission, docs: SanityDocument[]): Promise<SanityDocument[]> {
    if (this.hasEverywhere(permission)) return docs
    const allowed = new Set<string>()
    for (const grant of this.grants) {
      if (!grant.permissions.includes(permission)) continue
      for (const id of await matchingIds(grant.filter, docs)) allowed.add(id)
    }
    return docs.filter((d) => allowed.has(d._id))
  }

  async allows(permission: Permission, doc: SanityDocument): Promise<boolean> {
    return (await this.permitted(permission, [doc])).length === 1
  }
}

export const NO_ACCESS = new Access([])
