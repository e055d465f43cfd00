// API tokens: the secret is shown once; only its SHA-256 is stored.
import {createHash, randomBytes} from 'node:crypto'
import type {LakeStore, TokenRecord} from '../storage/types.ts'

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function issueToken(store: LakeStore, userId: string, label: string): {token: TokenRecord; secret: string} {
  const secret = `sk${randomBytes(32).toString('base64url')}`
  const token: TokenRecord = {id: randomBytes(9).toString('base64url'), userId, label, createdAt: new Date().toISOString()}
  store.createToken(token, hashSecret(secret))
  return {token, secret}
}

export function verifyToken(store: LakeStore, secret: string): TokenRecord | null {
  if (!secret || secret.length > 512) return null
  return store.findTokenBySecretHash(hashSecret(secret))
}
