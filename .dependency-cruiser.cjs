// The layer table of ARCHITECTURE.md, enforced: a forbidden import fails `npm test`.
const frameworks = '^(react|react-dom|react-aria-components|react-aria|react-stately|@xstate/react|fastify|@fastify/.*)($|/)'
const nodeBuiltins = { dependencyTypes: ['core'] }

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'core-is-pure', severity: 'error', comment: 'core/ holds pure TypeScript: no outer layer',
      from: { path: '^core/' }, to: { path: '^(machines|adapters|ui|server)/' } },
    { name: 'core-no-frameworks', severity: 'error', comment: 'core/ never imports a UI or HTTP framework',
      from: { path: '^core/' }, to: { path: frameworks } },
    { name: 'core-no-node', severity: 'error', comment: 'core/ runs in the browser too: no Node built-ins',
      from: { path: '^core/' }, to: nodeBuiltins },
    { name: 'machines-inject-adapters', severity: 'error', comment: 'machines/ get side effects injected',
      from: { path: '^machines/' }, to: { path: '^(adapters|ui|server)/' } },
    { name: 'machines-no-frameworks', severity: 'error',
      from: { path: '^machines/' }, to: { path: frameworks } },
    { name: 'machines-no-node', severity: 'error',
      from: { path: '^machines/' }, to: nodeBuiltins },
    { name: 'adapters-below-machines', severity: 'error', comment: 'adapters implement ports of core/ only',
      from: { path: '^adapters/' }, to: { path: '^(machines|ui|server)/' } },
    { name: 'ui-not-server', severity: 'error',
      from: { path: '^ui/' }, to: { path: '^server/' } },
    { name: 'server-not-client', severity: 'error', comment: 'the lake shares core/ only with the studio',
      from: { path: '^server/' }, to: { path: '^(machines|ui|adapters)/' } },
    { name: 'clients-use-the-core', severity: 'error', comment: 'a client is another frontend: core, machines and adapters only',
      from: { path: '^clients/' }, to: { path: '^(ui|server)/' } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
}
