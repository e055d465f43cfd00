// API tokens: the secret is shown once; only its SHA-256 is stored. A token may carry an expiry,
// after which it is refused like a revoked one.
import {createHash, randomBytes} from 'node:crypto'
import type {LakeStore, TokenRecord} from '../storage/types.ts'
import {randomString} from '../../core/random.ts'

const TOKEN_ID_LENGTH = 12

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function issueToken(
  store: LakeStore,
  userId: string,
  label: string,
  options: {expiresAt?: Date | null; now?: Date} = {},
): {token: TokenRecord; secret: string} {
  const secret = `sk${randomBytes(32).toString('base64url')}`
  const token: TokenRecord = {
    // Letters and digits only: an id typed after `--revoke` must never read as an option (a
    // base64url id can start with "-").
    id: randomString(TOKEN_ID_LENGTH),
    userId,
    label,
    createdAt: (options.now ?? new Date()).toISOString(),
    expiresAt: options.expiresAt ? options.expiresAt.toISOString() : null,
  }
  store.createToken(token, hashSecret(secret))
  return {token, secret}
}

/** Why a credential was refused, for the 401's description. */
export type TokenCheck = {token: TokenRecord} | {refused: 'unknown' | 'expired'; expiresAt?: string}

export function checkToken(store: LakeStore, secret: string, now: Date = new Date()): TokenCheck {
  const token = secret && secret.length <= 512 ? store.findTokenBySecretHash(hashSecret(secret)) : null
  if (!token) return {refused: 'unknown'}
  if (token.expiresAt && token.expiresAt <= now.toISOString()) return {refused: 'expired', expiresAt: token.expiresAt}
  return {token}
}

export function verifyToken(store: LakeStore, secret: string, now: Date = new Date()): TokenRecord | null {
  const check = checkToken(store, secret, now)
  return 'token' in check ? check.token : null
}

const DURATION = /^(\d{1,6})\s*(m|h|d)$/
const UNIT_MS = {m: 60_000, h: 3_600_000, d: 86_400_000} as const

/** `30d`, `12h`, `45m` → milliseconds; null for anything else. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim())
  if (!match) return null
  const amount = Number(match[1])
  return amount > 0 ? amount * UNIT_MS[match[2] as keyof typeof UNIT_MS] : null
}
