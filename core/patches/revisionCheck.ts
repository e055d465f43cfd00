// A patch that names a revision and no operation checks that revision and changes nothing: the
// lake writes no new revision for it, so a transaction can be made conditional on a document it
// does not edit (the studio guards a draft it creates from the published version it saw).

export function isRevisionCheck(operations: Record<string, unknown>): boolean {
  const named = Object.keys(operations).filter((key) => key !== 'id' && operations[key] !== undefined)
  return named.length === 1 && named[0] === 'ifRevisionID'
}
