// The layers of src/, lowest first. A module may import its own layer and
// the layers below it, never a layer above; templates/ is reached only
// through its registry. `npm run lint` runs this with dependency-cruiser
// (docs/ARCHITECTURE.md says what each layer holds).
/** The report e-mail the Worker's scheduled handler builds and sends (src/conversions/report-send.ts and what it uses): Worker code, in the edge layer. */
const REPORT_EMAIL = 'report(-send|-email|-period|-query|-site|-generator)?\\.tsx?$';

const LAYERS = [
  // plain helpers: errors and their printing, text, files, caches, async; what the browser shares: the analytics providers, the conversion events, the review import (scraper client, review parser, panel logic)
  {
    name: 'base',
    path: '^src/(errors|memo-by-object|sent-error|github-annotations|code-version|test-pause)\\.ts$|^src/typescript-hooks\\.js$|^src/(text|async|files|analytics|review-import)/|^src/conversions/event\\.ts$',
  },
  // the host's rules (Cloudflare's static assets): output paths, reserved names, redirect patterns, limits
  // (host/edge-cards.ts draws with the assets, host/output-count.ts counts what the build writes: they sit with those layers)
  { name: 'host', path: '^src/host/(?!output-count\\.ts$|edge-cards\\.ts$)' },
  // the data folder: read, parse, validate; the models derived from it
  { name: 'content', path: '^src/(content|model)/' },
  // what pages reference beside their text: photos, social cards, client bundles
  { name: 'assets', path: '^src/(images|islands)/|^src/host/edge-cards\\.ts$' },
  // the Worker: the endpoints, the social cards drawn on request, the request guards they share (runs in the Workers runtime)
  // (with the report e-mail it sends on schedule, src/conversions/report-send.ts and the modules it uses)
  { name: 'edge', path: `^src/edge/|^src/conversions/${REPORT_EMAIL}` },
  // the route table and the sitemaps that list it
  { name: 'routes', path: '^src/routes/' },
  // pages and whole-site files (sitemaps aside) as text, on one thread or many; the CMS's files of /admin/
  { name: 'render', path: '^src/(render|cms)/' },
  // the output folder: guard, staging, records, publishing
  { name: 'output', path: '^src/output/|^src/host/output-count\\.ts$' },
  // the build pipeline and its optimisations
  { name: 'build', path: '^src/build/|^src/load-site\\.ts$' },
  // the templates' registry, handed to the engine
  { name: 'registry', path: '^src/site-templates\\.ts$' },
  // the commands' engines
  { name: 'commands', path: `^src/(serve|dev|lint|estimates|reviews|deploy)/|^src/conversions/(?!event\\.ts$|${REPORT_EMAIL})` },
  // the command line: options, output, the one exit point
  { name: 'cli', path: '^src/cli/' },
];

const EDGE = LAYERS.find((layer) => layer.name === 'edge');
/** A Node built-in module, with or without its node: prefix. */
const NODE_BUILTIN = `^(node:)?(${require('node:module').builtinModules.join('|')})(/|$)`;

/**
 * The one module allowed to reach a layer above its own, and why: the output
 * clash check runs with the content's other checks (all problems reported at
 * once) and needs the page paths of the route table.
 */
const EXCEPTIONS = { 'content-imports-routes': '^src/content/output-clashes\\.ts$' };

/** The highest layer templates/ may import: templates render content, never build, publish or run a command. */
const TEMPLATES_UP_TO = 'render';

const upward = LAYERS.flatMap((layer, i) =>
  LAYERS.slice(i + 1).map((above) => {
    const name = `${layer.name}-imports-${above.name}`;
    return {
      name,
      comment: `the ${layer.name} layer may not import the ${above.name} layer above it`,
      severity: 'error',
      from: { path: layer.path, ...(EXCEPTIONS[name] && { pathNot: EXCEPTIONS[name] }) },
      // a type names the contract between layers, not a dependency on its code
      to: { path: above.path, dependencyTypesNot: ['type-only'] },
    };
  }),
);

const templatesReach = LAYERS.findIndex((layer) => layer.name === TEMPLATES_UP_TO);
const templatesAbove = LAYERS.slice(templatesReach + 1).map((above) => ({
  name: `templates-imports-${above.name}`,
  comment: `templates may use src/ up to the ${TEMPLATES_UP_TO} layer, never the ${above.name} layer`,
  severity: 'error',
  from: { path: '^templates/' },
  to: { path: above.path },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    ...templatesAbove,
    {
      name: 'templates-through-registry',
      comment: 'src/ reaches the templates only through src/site-templates.ts, and that module only through templates/index.ts',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/site-templates\\.ts$' },
      to: { path: '^templates/' },
    },
    {
      name: 'registry-imports-index-only',
      comment: 'src/site-templates.ts imports the registry, templates/index.ts, and no template directly',
      severity: 'error',
      from: { path: '^src/site-templates\\.ts$' },
      to: { path: '^templates/', pathNot: '^templates/index\\.ts$' },
    },
    {
      name: 'edge-no-node',
      comment: 'the Worker runs in the Workers runtime: no module src/edge/ reaches imports a Node built-in',
      severity: 'error',
      from: { path: EDGE.path },
      to: { reachable: true, path: NODE_BUILTIN },
    },
    {
      name: 'src-not-into-bin',
      comment: 'bin/ launches src/, not the other way round',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^bin/' },
    },
    {
      name: 'no-circular',
      comment: 'modules import one another one way (a type may be shared both ways)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    // dependency-cruiser reads TypeScript below version 7 only; swc parses the sources instead
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
