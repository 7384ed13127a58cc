/**
 * The structure `npm run lint` enforces (docs/ARCHITECTURE.md, "Layers"): no import cycle
 * anywhere — type-only imports count — and no import against the layer order, between
 * packages and between the folders of `games/diadoques`. Rules name folders by pattern
 * (`games/<any>/`), so a game package added later is covered without editing this file.
 */

/** `games/diadoques/src` folders, each with the folders it may import (its own always). */
const DIADOQUES = {
  // A ruleset's profile (amounts, rule ids, policies: docs/ARCHITECTURE.md, "Rulebook profiles") imports nothing of the game.
  rulebook: [],
  // The bots' shared search pieces (DumbBot's near-best choice, regret matching): the classic and the Diadochi bots both use them; they know no map and no order.
  search: [],
  map: ['rulebook'],
  core: ['rulebook'],
  // The order vocabulary (issue 18): one lexer, one home per order family (type, reader, printer); below every layer that reads or writes orders.
  vocabulary: ['rulebook', 'map', 'core'],
  render: ['rulebook', 'map'],
  // The standard map's drawing (classic/render.ts) is built on the Diadoques maps' renderer pieces.
  classic: ['core', 'render', 'vocabulary', 'search'],
  rules: ['rulebook', 'map', 'core', 'vocabulary'],
  weather: ['rulebook', 'map', 'core', 'vocabulary', 'rules'],
  economy: ['rulebook', 'map', 'core', 'vocabulary', 'rules', 'weather'],
  neutrals: ['rulebook', 'map', 'core', 'vocabulary', 'rules', 'weather', 'economy'],
  politics: ['rulebook', 'map', 'core', 'vocabulary', 'rules', 'weather', 'economy', 'neutrals'],
  winter: ['rulebook', 'map', 'core', 'vocabulary', 'rules', 'weather', 'economy', 'neutrals', 'politics'],
  events: ['rulebook', 'map', 'core', 'vocabulary', 'rules', 'weather', 'economy', 'neutrals'],
  bots: ['rulebook', 'search', 'map', 'core', 'vocabulary', 'rules', 'weather', 'economy', 'neutrals', 'politics', 'winter'],
  game: ['rulebook', 'search', 'map', 'core', 'render', 'vocabulary', 'rules', 'weather', 'economy', 'neutrals', 'politics', 'winter', 'events', 'bots'],
  scenario: ['rulebook', 'search', 'map', 'core', 'render', 'vocabulary', 'rules', 'weather', 'economy', 'neutrals', 'politics', 'winter', 'events', 'bots', 'game'],
  cli: ['rulebook', 'search', 'map', 'core', 'render', 'classic', 'vocabulary', 'rules', 'weather', 'economy', 'neutrals', 'politics', 'winter', 'events', 'bots', 'game', 'scenario'],
};
const SRC = '^games/diadoques/src/';
const diadoquesLayers = Object.entries(DIADOQUES).map(([folder, allowed]) => {
  const above = Object.keys(DIADOQUES).filter((f) => f !== folder && !allowed.includes(f));
  return {
    name: `diadoques-layer-${folder}`,
    comment: `games/diadoques/src/${folder}/ may import only ${allowed.join(', ') || 'the kernel and libraries'} (docs/ARCHITECTURE.md)`,
    severity: 'error',
    from: { path: `${SRC}${folder}/` },
    to: { path: `${SRC}(${above.join('|')})/` },
  };
});

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only ones included (docs/ARCHITECTURE.md): move the shared piece into the lower module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-imports-nothing-above',
      comment: 'The kernel is the bottom layer: it imports no game, catalog, CLI, server or web code.',
      severity: 'error',
      from: { path: '^packages/kernel/' },
      to: { path: '^(games/|apps/|packages/(?!kernel/))' },
    },
    {
      name: 'rules-code-browser-pure',
      comment: 'The kernel and every game run in the browser: no Node built-in outside their cli/ folders and the kernel\'s node/ entry (docs/ARCHITECTURE.md).',
      severity: 'error',
      from: { path: '^(packages/kernel/src/|games/[^/]+/src/)', pathNot: '^games/[^/]+/src/cli/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'game-imports-no-other-game',
      comment: 'No game imports another game.',
      severity: 'error',
      from: { path: '^games/([^/]+)/' },
      to: { path: '^games/', pathNot: '^games/$1/' },
    },
    {
      name: 'game-imports-only-kernel',
      comment: 'A game knows the kernel only: not the catalog, the CLI, the server or the web client.',
      severity: 'error',
      from: { path: '^games/' },
      to: { path: '^(apps/|packages/(?!kernel/))' },
    },
    {
      name: 'catalog-below-edges',
      comment: 'The catalog lists games; it imports no CLI, server or web code.',
      severity: 'error',
      from: { path: '^packages/catalog/' },
      to: { path: '^(apps/|packages/cli/)' },
    },
    {
      name: 'cli-not-apps',
      comment: 'The CLI is an edge beside the server and the web client, not above them.',
      severity: 'error',
      from: { path: '^packages/cli/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-not-web-or-cli',
      comment: 'The server imports neither the web client nor the CLI.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^(apps/web/|packages/cli/)' },
    },
    {
      name: 'web-not-cli',
      comment: 'The web client imports no CLI code.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/cli/' },
    },
    {
      name: 'web-only-server-api',
      comment: 'The web client knows the server only through its response types, apps/server/src/api.ts (`@diadochi/server/api`).',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/', pathNot: '^apps/server/src/api\\.ts$' },
    },
    {
      name: 'web-only-server-types',
      comment: 'The web client imports the server API as types only (`import type`), so no server code reaches the bundle.',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/', dependencyTypesNot: ['type-only'] },
    },
    ...diadoquesLayers,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports are dependencies too: a cycle through `import type` is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    cache: false,
  },
};
