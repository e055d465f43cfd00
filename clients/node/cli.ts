// lake-client: the studio's headless core on the command line.
//   npm run client -- [--url U] [--project P] [--dataset D] (--email E --password P | --token T) <command>
//   get <id>                        the document's draft and published versions, as JSON
//   set <id> <path>=<value> …       edits fields (value: JSON, else taken as a string), saved as the studio saves
//   publish <id>                    publishes the draft
//   listen [--filter <groq>]        prints the lake's events, one JSON line each, until stopped
import {parseArgs} from 'node:util'
import {parsePath, type LocalPatch} from '../../core/editing/index.ts'
import {ClientError, documentsOf, edit, openPair, runOperation, signIn, type LakeAddress, type Session} from './session.ts'

const USAGE = `Usage: npm run client -- [options] <command>

Commands:
  get <id>                      print the document's draft and published versions
  set <id> <path>=<value> ...   set fields (the value is JSON, or else a string) and save
  publish <id>                  publish the document's draft
  listen [--filter <groq>]      print the lake's mutation events until stopped (Ctrl+C)

Options:
  --url <url>         the lake (default http://localhost:3333, or LAKE_URL)
  --project <id>      project id (default demo, or LAKE_PROJECT)
  --dataset <name>    dataset (default production, or LAKE_DATASET)
  --email <e-mail>    sign in with e-mail and password (or LAKE_EMAIL and LAKE_PASSWORD)
  --password <pw>
  --token <token>     or use an API token (npm run token), or LAKE_TOKEN`

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      url: {type: 'string'},
      project: {type: 'string'},
      dataset: {type: 'string'},
      email: {type: 'string'},
      password: {type: 'string'},
      token: {type: 'string'},
      filter: {type: 'string'},
      help: {type: 'boolean', short: 'h'},
    },
  })
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`)
}

/** `title=Hello`, `count=3`, `tags=["a","b"]`, `address.city="Oslo"` → a set patch. */
export function assignmentPatch(assignment: string): LocalPatch {
  const at = assignment.indexOf('=')
  if (at <= 0) throw new ClientError(`"${assignment}" is not <path>=<value>`)
  const raw = assignment.slice(at + 1)
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = raw
  }
  let path
  try {
    path = parsePath(assignment.slice(0, at))
  } catch (error) {
    throw new ClientError((error as Error).message)
  }
  return {type: 'set', path, value}
}

async function main(): Promise<number> {
  let parsed
  try {
    parsed = parse()
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`)
    return 2
  }
  const {values, positionals} = parsed
  const [command, ...args] = positionals
  if (values.help || !command) {
    process.stderr.write(`${USAGE}\n`)
    return values.help ? 0 : 2
  }
  const env = process.env
  const address: LakeAddress = {
    url: values.url ?? env.LAKE_URL ?? 'http://localhost:3333',
    projectId: values.project ?? env.LAKE_PROJECT ?? 'demo',
    dataset: values.dataset ?? env.LAKE_DATASET ?? 'production',
  }
  const token = values.token ?? env.LAKE_TOKEN
  const email = values.email ?? env.LAKE_EMAIL
  const password = values.password ?? env.LAKE_PASSWORD
  if (!token && !(email && password)) {
    process.stderr.write(`Sign in with --email and --password, or give --token.\n\n${USAGE}\n`)
    return 2
  }
  const session = await signIn(address, token ? {token} : {email: email!, password: password!})

  switch (command) {
    case 'get':
    case 'set':
    case 'publish': {
      const [id, ...assignments] = args
      if (!id) throw new ClientError(`${command} needs a document id`)
      if (command === 'set' && assignments.length === 0) throw new ClientError('set needs at least one <path>=<value>')
      const patches = command === 'set' ? assignments.map(assignmentPatch) : []
      const opened = await openPair(session, id)
      try {
        if (command === 'set') print(await edit(opened, patches))
        else if (command === 'publish') {
          await runOperation(session, opened, 'publish')
          print(documentsOf(opened.pair))
        } else print(documentsOf(opened.pair))
      } finally {
        opened.close()
      }
      return 0
    }
    case 'listen':
      return listen(session, values.filter ?? '*')
    default:
      throw new ClientError(`Unknown command "${command}"\n\n${USAGE}`)
  }
}

function listen(session: Session, filter: string): Promise<number> {
  return new Promise((resolve) => {
    const subscription = session.lake.listen(filter, {}, {includeResult: true, tag: 'client.listen'}).subscribe({
      next: (event) => print(event),
      error: (error: unknown) => {
        process.stderr.write(`The listener failed: ${(error as Error).message}\n`)
        resolve(1)
      },
      complete: () => resolve(0),
    })
    const stop = () => {
      subscription.unsubscribe()
      resolve(0)
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A refusal of the lake or of the client is said plainly; anything else is a bug, with its stack.
    const known = error instanceof ClientError || (error as {status?: unknown})?.status !== undefined
    process.stderr.write(`${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}\n`)
    process.exit(1)
  },
)
