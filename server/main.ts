// `npm start`: the content lake with the demo project, on PORT (3333) with data in STUDIO_DATA_DIR.
import {configOrExit} from './config.ts'
import {startLake} from './start.ts'

// A bad setting is told in one line each (variable, value, what it takes), and the lake does not start.
const config = configOrExit()
const running = await startLake(config)
const log = (line = '') => process.stdout.write(`${line}\n`)
log(`Studio and content lake listening on ${running.url} (data in ${config.dataDir})`)
if (running.seed) {
  log(`First run: seeded project "${running.seed.projectId}", dataset "${running.seed.dataset}" with ${running.seed.documents} documents.`)
  log('Demo users (e-mail / password / role):')
  for (const user of running.seed.users) log(`  ${user.email.padEnd(24)} ${user.password.padEnd(18)} ${user.role}`)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().then(() => process.exit(0), () => process.exit(1))
  })
}
