// lake-client: the studio's headless core on the command line.
//   npm run client -- [--url U] [--project P] [--dataset D] (--email E --password P | --token T) <command>
//   get <id>                        the document's draft and published versions, as JSON
//   set <id> <path>=<value> …       edits fields (value: JSON, else taken as a string), saved as the studio saves
//   publish <id>                    publishes the draft
//   listen [--filter <groq>]        prints the lake's events, one JSON line each, until stopped
import {parseArgs} from 'node:util'
import {resolveWorkspaces} from '../../core/index.ts'
import studioConfig from '../../studio.config.ts'
import {assignmentPatch, UsageError} from './commandLine.ts'
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
  // The command line is checked whole before anything is asked of the lake.
  if (!COMMANDS.includes(command)) throw new UsageError(`Unknown command "${command}"`)
  const [id, ...assignments] = args
  if (command !== 'listen' && !id) throw new UsageError(`${command} needs a document id`)
  if (command === 'set' && assignments.length === 0) throw new UsageError('set needs at least one <path>=<value>')
  if ((command === 'get' || command === 'publish') && assignments.length > 0) throw new UsageError(`${command} takes one document id`)
  if (command === 'listen' && args.length > 0) throw new UsageError('listen takes no arguments (use --filter)')
  const patches = command === 'set' ? assignments.map(assignmentPatch) : []

  const session = await signIn(address, token ? {token} : {email: email!, password: password!}, {schemaTypes: schemaTypesFor(address)})

  switch (command) {
    case 'get':
    case 'set':
    case 'publish': {
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
      throw new UsageError(`Unknown command "${command}"`)
  }
}

const COMMANDS = ['get', 'set', 'publish', 'listen']

/**
 * The schema of the studio's workspace on this project and dataset (studio.config.ts), which the
 * studio validates with; none when no workspace is on them (publishing then says it cannot check).
 */
function schemaTypesFor(address: LakeAddress) {
  const workspace = resolveWorkspaces(studioConfig).find((candidate) => candidate.projectId === address.projectId && candidate.dataset === address.dataset)
  return workspace?.schema.types
}

function listen(session: Session, filter: string): Promise<number> {
  return new Promise((resolve) => {
    const subscription = session.lake.listen(filter, {}, {includeResult: true, tag: 'client.listen'}).subscribe({
      next: (event) => {
        // The lake refused the listener (a filter it cannot read, a missing permission): it is over.
        if (event.type === 'channelError' || event.type === 'disconnect') {
          // Later: the event may come while subscribe() has not returned yet.
          setImmediate(() => subscription.unsubscribe())
          process.stderr.write(`The listener failed: ${event.type === 'channelError' ? event.message : event.reason}\n`)
          resolve(1)
          return
        }
        print(event)
      },
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
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`)
      process.exit(2)
    }
    const known = error instanceof ClientError || (error as {status?: unknown})?.status !== undefined
    process.stderr.write(`${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}\n`)
    process.exit(1)
  },
)
