// Constants of sign-in and the shell's error reporting (shell seed §4, §7, §9; spec/constants.md).

/** How the studio holds a signed-in session (SH-AUTH-010). */
export const LOGIN_METHODS = ['dual', 'cookie', 'token'] as const
export type LoginMethod = (typeof LOGIN_METHODS)[number]
export const DEFAULT_LOGIN_METHOD: LoginMethod = 'dual'

/** Prefix of the local-storage key holding one project's token (K-SH-110); the project id follows. */
export const AUTH_TOKEN_KEY_PREFIX = 'studio.auth-token.'

/** Fragment parameter the lake appends to the return address after sign-in (LAKE-AUTH-002). */
export const SESSION_ID_HASH_PARAM = 'sid'

/** Length of the per-tab session id kept in session storage (K-SH-078). */
export const TAB_SESSION_ID_LENGTH = 16

/** How long the 'Uncaught error' toast stays up (K-SH-002). */
export const ERROR_TOAST_MS = 5000

// The retry cap belongs to the connection; re-exported because the shell reads its constants here.
export {CONNECTION_RETRY_CAP_MS} from '../connection/constants.ts'

/**
 * Waits of the auth gate's error page before it tries the lake again by itself (SH-AUTH-045): the
 * first failed start-up waits the first, each further one the next, the last repeats.
 */
export const AUTH_RETRY_DELAYS_MS: readonly number[] = [2000, 4000, 8000, 16000, 32000, 60000]
