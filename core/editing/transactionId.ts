// Transaction ids are chosen by the studio, so the echo of a commit can be recognised and a retry
// of a commit that did land is refused as a duplicate instead of applied twice.
import {randomString} from '../random.ts'

/** The lake accepts 1 to 64 of `A-Za-z0-9_-`; 22 alphanumerics carry about 131 bits. */
export function newTransactionId(): string {
  return randomString(22)
}
