// `npm run token -- <email> [label] [--expires 30d]` prints a new API token for a user of the lake
// in STUDIO_DATA_DIR, for scripts and clients that cannot go through the browser sign-in.
// `--list <email>` shows a user's tokens; `--revoke <id|label>` deletes tokens.
import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {parseArgs} from 'node:util'
import {configOrExit} from '../config.ts'
import {issueToken, parseDuration} from '../auth/tokens.ts'
import {SqliteStore} from '../storage/sqlite.ts'
import type {TokenRecord, UserRecord} from '../storage/types.ts'

const USAGE = `Usage: npm run token -- <email> [label] [--expires <n>m|h|d]   print a new API token
       npm run token -- --list <email>                          list that user's tokens
       npm run token -- --revoke <id|label> [--user <email>]    revoke tokens by id, or by label

A new token goes to stdout; send it as "Authorization: Bearer <token>". Without --expires it
lasts until revoked. The lake's data folder is STUDIO_DATA_DIR (default ./.studio-data).`

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

let parsed: ReturnType<typeof parseCommandLine>
function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      list: {type: 'string'},
      revoke: {type: 'string'},
      user: {type: 'string'},
      expires: {type: 'string'},
      help: {type: 'boolean', short: 'h'},
    },
  })
}
try {
  parsed = parseCommandLine()
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`)
}
const {values, positionals} = parsed
if (values.help) fail(USAGE, 0)

const {dataDir} = configOrExit()
// Opening the store would create an empty lake; a missing one is almost always a wrong folder.
if (!existsSync(join(dataDir, 'lake.sqlite'))) {
  fail(`No lake data in ${dataDir}: start the server once (npm start) or set STUDIO_DATA_DIR.`)
}
const store = new SqliteStore(dataDir)

function userByEmail(email: string): UserRecord {
  const user = store.findUserByEmail(email.trim()) ?? store.findUserByEmail(email.trim().toLowerCase())
  if (!user) fail(`No user with the e-mail "${email}" in ${dataDir}.`)
  return user
}

function describe(token: TokenRecord, now: string): string {
  const expiry = token.expiresAt ? (token.expiresAt <= now ? `expired ${token.expiresAt}` : `expires ${token.expiresAt}`) : 'no expiry'
  return `${token.id}\t${token.label}\tcreated ${token.createdAt}\t${expiry}`
}

try {
  const now = new Date()
  if (values.list !== undefined) {
    const tokens = store.listTokens(userByEmail(values.list).id)
    process.stdout.write(tokens.length ? `${tokens.map((token) => describe(token, now.toISOString())).join('\n')}\n` : '')
    if (!tokens.length) process.stderr.write(`${values.list} has no tokens.\n`)
  } else if (values.revoke !== undefined) {
    const needle = values.revoke
    const owners = values.user ? [userByEmail(values.user)] : store.listUsers()
    const matches = owners.flatMap((user) => store.listTokens(user.id)).filter((token) => token.id === needle || token.label === needle)
    if (!matches.length) fail(`No token with the id or label "${needle}"${values.user ? ` for ${values.user}` : ''}.`)
    for (const token of matches) store.deleteToken(token.id)
    process.stdout.write(`Revoked ${matches.length} token${matches.length === 1 ? '' : 's'}:\n${matches.map((token) => describe(token, now.toISOString())).join('\n')}\n`)
  } else {
    const [email, label = 'command line'] = positionals
    if (!email) fail(USAGE)
    let expiresAt: Date | null = null
    if (values.expires !== undefined) {
      const ms = parseDuration(values.expires)
      if (ms === null) fail(`--expires takes a positive whole number of minutes, hours or days, such as 45m, 12h or 30d; got "${values.expires}".`)
      expiresAt = new Date(now.getTime() + ms)
    }
    process.stdout.write(`${issueToken(store, userByEmail(email).id, label, {expiresAt, now}).secret}\n`)
  }
} finally {
  store.close()
}
