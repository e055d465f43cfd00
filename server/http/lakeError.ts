// Every refusal the lake answers is a LakeError: a status, a machine-readable type and a sentence
// for the person reading it. The error handler turns it into `{error: {type, description}}`.
export class LakeError extends Error {
  readonly statusCode: number
  readonly type: string
  readonly details: Record<string, unknown>

  constructor(statusCode: number, type: string, description: string, details: Record<string, unknown> = {}) {
    super(description)
    this.statusCode = statusCode
    this.type = type
    this.details = details
  }

  toBody() {
    return {
      error: {type: this.type, description: this.message, ...this.details},
      statusCode: this.statusCode,
      message: this.message,
    }
  }
}

export const badRequest = (description: string, details?: Record<string, unknown>) =>
  new LakeError(400, 'validationError', description, details)
export const unauthorized = (description = 'Not authorized: sign in or send a valid token') =>
  new LakeError(401, 'unauthorized', description)
export const forbidden = (description: string) => new LakeError(403, 'permissionDenied', description)
export const notFound = (description: string) => new LakeError(404, 'notFound', description)
export const conflict = (type: string, description: string, details?: Record<string, unknown>) =>
  new LakeError(409, type, description, details)

/**
 * A JSON endpoint's body sent as something else (an HTML form's urlencoded body parses too, since
 * the sign-in page needs that parser): a 415 that names what to send, not a complaint about the
 * fields the parse happened to miss.
 */
export function assertJsonBody(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/json' || type.endsWith('+json')) return
  throw new LakeError(415, 'unsupportedMediaType', `Send the body as application/json${type ? `, not ${type}` : ''}`)
}
