// The e-mail and password sign-in page. Plain HTML that works without JavaScript: labelled
// inputs, one heading, problems in a role=alert region the inputs point to, and nothing
// interpolated without escaping. Its page shell also dresses the lake's other pages (manage.ts).

export interface LoginPageInput {
  /** Where the form posts to (this page's own path). */
  action: string
  origin: string
  projectId: string
  type: string
  projectTitle?: string
  email?: string
  problem?: string
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`)
}

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f5f7;
    color: #1b1d21; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: min(26rem, calc(100vw - 2rem)); margin: 2rem 0; padding: 2rem; background: #fff;
    border: 1px solid #d5d8de; border-radius: 0.75rem; }
  h1 { margin: 0 0 0.25rem; font-size: 1.5rem; line-height: 1.25; }
  .lead { margin: 0 0 1.5rem; color: #4a4f59; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input, select { width: 100%; padding: 0.625rem 0.75rem; font: inherit; color: inherit; background: #fff;
    border: 1px solid #8a909c; border-radius: 0.375rem; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  button { width: 100%; margin-top: 1.5rem; padding: 0.75rem; font: inherit; font-weight: 600; color: #fff;
    background: #1f56c9; border: 0; border-radius: 0.375rem; cursor: pointer; }
  button:hover { background: #1747ab; }
  input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
  .alert:empty { display: none; }
  .alert { margin: 0 0 1rem; padding: 0.75rem 1rem; color: #7a1712; background: #fdecea;
    border: 1px solid #e6a29d; border-radius: 0.375rem; }
  .hint { margin: 0.25rem 0 0; font-size: 0.875rem; color: #4a4f59; }
  .status { margin: 0 0 1rem; padding: 0.75rem 1rem; background: #e8f3ec; border: 1px solid #9cc9ab;
    border-radius: 0.375rem; }
  h2 { margin: 1.5rem 0 0.5rem; font-size: 1.125rem; }
  ul.items { margin: 0; padding: 0; list-style: none; }
  ul.items li { padding: 0.5rem 0; border-top: 1px solid #e3e5e9; overflow-wrap: anywhere; }
  .meta { display: block; font-size: 0.875rem; color: #4a4f59; }
  a { color: #1f56c9; }
  .return { margin: 1.5rem 0 0; font-size: 0.875rem; color: #4a4f59; overflow-wrap: anywhere; }
`

/** A complete page in the sign-in page's look: `body` goes inside <main> as it is (escape it first). */
export function renderPageShell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

export function renderLoginPage(input: LoginPageInput): string {
  const invalid = input.problem ? ' aria-invalid="true"' : ''
  const lead = input.projectTitle
    ? `Sign in with your e-mail and password to work on <strong>${escapeHtml(input.projectTitle)}</strong>.`
    : 'Sign in with your e-mail and password.'
  // The e-mail field takes focus unless it is filled in after a failed attempt; then the password does.
  const focusEmail = input.email ? '' : ' autofocus'
  const focusPassword = input.email ? ' autofocus' : ''
  return renderPageShell(
    'Sign in',
    `<h1 id="login-title">Sign in</h1>
<p class="lead">${lead}</p>
<div id="login-problem" class="alert" role="alert">${input.problem ? escapeHtml(input.problem) : ''}</div>
<form method="post" action="${escapeHtml(input.action)}" aria-labelledby="login-title">
<input type="hidden" name="origin" value="${escapeHtml(input.origin)}">
<input type="hidden" name="projectId" value="${escapeHtml(input.projectId)}">
<input type="hidden" name="type" value="${escapeHtml(input.type)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required spellcheck="false"
  value="${escapeHtml(input.email ?? '')}" aria-describedby="login-problem"${invalid}${focusEmail}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required
  aria-describedby="login-problem"${invalid}${focusPassword}>
<button type="submit">Sign in</button>
</form>
<p class="return">After signing in you return to <span>${escapeHtml(input.origin)}</span>.</p>`,
  )
}

/** A sign-in that cannot go ahead at all (a bad return address): no form, just the reason. */
export function renderLoginProblemPage(problem: string): string {
  return renderPageShell(
    'Cannot sign in',
    `<h1>Cannot sign in</h1>
<div class="alert" role="alert">${escapeHtml(problem)}</div>
<p class="lead">Go back to the studio and choose "Sign in" again.</p>`,
  )
}
