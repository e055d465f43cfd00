// Password hashes with scrypt (N=2^15, r=8, p=1), salted, compared in constant time.
import {randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions} from 'node:crypto'

const PARAMS = {N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024}
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, PARAMS)
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem})
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
