// Requests a lake sends itself over loopback once it listens, before it says so: Node compiles its
// HTTP parsing and socket handling, Fastify a route's handling, and the token check prepares its
// SQL, each on first use, so without this the first editor after a start pays for all of them.
// Nothing is written: the requests are anonymous or carry a token no one holds, and read nothing.
import {Agent, request} from 'node:http'

const ROUNDS = 10

function send(agent: Agent, url: URL, options: {method: string; headers?: Record<string, string>; body?: string}): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = request(url, {agent, method: options.method, headers: options.headers}, (response) => {
      response.resume()
      response.once('end', () => resolve())
      response.once('error', () => resolve())
    })
    // A warm-up that fails costs only its own speed-up; the start goes on.
    outgoing.once('error', () => resolve())
    outgoing.end(options.body)
  })
}

export async function warmUpHttp(baseUrl: string, target: {projectId: string; dataset: string} | null): Promise<void> {
  const headers: Record<string, string> = target ? {'x-sanity-project-id': target.projectId, 'content-type': 'application/json'} : {}
  const dataset = encodeURIComponent(target?.dataset ?? 'warm-up')
  const body = JSON.stringify({query: '*[_id == $id][0]{_id, _type}', params: {id: '\u0000warm-up'}})
  const api = (path: string) => new URL(`/v2023-11-13${path}`, baseUrl)
  // Both a connection kept open between requests and a new one per request, as clients do.
  for (const agent of [new Agent({keepAlive: true, maxSockets: 1}), new Agent({keepAlive: false})]) {
    for (let round = 0; round < ROUNDS; round++) {
      await send(agent, api('/ping'), {method: 'GET'})
      if (!target) continue
      await send(agent, api(`/data/query/${dataset}?perspective=raw`), {method: 'POST', headers, body})
      await send(agent, api(`/data/doc/${dataset}/warm-up`), {method: 'GET', headers})
      await send(agent, api(`/data/query/${dataset}`), {method: 'POST', headers: {...headers, authorization: 'Bearer warm-up-not-a-token'}, body})
    }
    agent.destroy()
  }
}
