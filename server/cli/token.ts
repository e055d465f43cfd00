// `npm run token -- <email> [label]`: prints a new API token for a user of the lake in
// STUDIO_DATA_DIR, for scripts and clients that cannot go through the browser sign-in.
import {existsSync} from 'node:fs'
import {join} from 'node:path'
import {configFromEnv} from '../config.ts'
import {issueToken} from '../auth/tokens.ts'
import {SqliteStore} from '../storage/sqlite.ts'

const USAGE = `Usage: npm run token -- <email> [label]

Prints a new API token for the user with that e-mail to stdout. Send it as
"Authorization: Bearer <token>". The lake's data folder is STUDIO_DATA_DIR (default ./.studio-data).`

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`)
  process.exit(code)
}

const [email, label = 'command line'] = process.argv.slice(2)
if (!email || email === '--help' || email === '-h') fail(USAGE, email ? 0 : 1)

const {dataDir} = configFromEnv()
// Opening the store would create an empty lake; a missing one is almost always a wrong folder.
if (!existsSync(join(dataDir, 'lake.sqlite'))) {
  fail(`No lake data in ${dataDir}: start the server once (npm start) or set STUDIO_DATA_DIR.`)
}

const store = new SqliteStore(dataDir)
const user = store.findUserByEmail(email.trim()) ?? store.findUserByEmail(email.trim().toLowerCase())
const secret = user ? issueToken(store, user.id, label).secret : null
store.close()
if (!secret) fail(`No user with the e-mail "${email}" in ${dataDir}.`)
process.stdout.write(`${secret}\n`)
