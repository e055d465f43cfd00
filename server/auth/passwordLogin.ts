// Checks an e-mail and password. An unknown e-mail costs the same scrypt work as a wrong
// password, so timing does not tell which e-mails have accounts.
import {randomBytes} from 'node:crypto'
import type {LakeStore, UserRecord} from '../storage/types.ts'
import {hashPassword, verifyPassword} from './passwords.ts'

const MAX_EMAIL_LENGTH = 320
const MAX_PASSWORD_LENGTH = 1024

let decoyHash: Promise<string> | null = null

function findUser(store: LakeStore, email: string): UserRecord | null {
  return store.findUserByEmail(email) ?? store.findUserByEmail(email.toLowerCase())
}

export async function authenticateWithPassword(store: LakeStore, emailInput: unknown, passwordInput: unknown): Promise<UserRecord | null> {
  if (typeof emailInput !== 'string' || typeof passwordInput !== 'string') return null
  const email = emailInput.trim()
  if (!email || !passwordInput || email.length > MAX_EMAIL_LENGTH || passwordInput.length > MAX_PASSWORD_LENGTH) return null
  const user = findUser(store, email)
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
    await verifyPassword(passwordInput, await decoyHash)
    return null
  }
  return (await verifyPassword(passwordInput, user.passwordHash)) ? user : null
}
