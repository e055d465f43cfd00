// Code that did not arrive: a lazily loaded part of the studio whose file could not be fetched (the
// connection dropped, or the studio was rebuilt and the old file is gone). Browsers remember such
// a failure for the file's address, so importing it again fails again: only a reload helps.

/** What Chromium, Firefox and Safari say when a dynamic import fails, and what Vite says when a chunk's stylesheet does. */
const CODE_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/,
  /error loading dynamically imported module/,
  /Importing a module script failed/,
  /Unable to preload CSS/,
]

export function isCodeLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CODE_LOAD_FAILURES.some((failure) => failure.test(message))
}

/** Loads the page again, the studio's current files with it; edits not stored yet make the browser ask first. */
export function reloadForCode(): void {
  window.location.reload()
}
