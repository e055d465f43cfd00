// Web Crypto is a global in browsers and in Node; core/ compiles without the DOM lib, so it is typed here.
interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T
}

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

export function randomString(length: number, alphabet = ALPHABET): string {
  const source = (globalThis as unknown as {crypto: RandomSource}).crypto
  const bytes = source.getRandomValues(new Uint8Array(length))
  let out = ''
  for (const byte of bytes) out += alphabet[byte % alphabet.length]
  return out
}
