// `npm run build`: compiles the command line (`npx diadochi`) and the judge server (`npm start`) to
// plain JavaScript with esbuild, so that neither transpiles TypeScript when it starts (issue 22:
// CLI start-up ≤ 150 ms). Our workspace code is bundled; libraries from node_modules stay imports.
// In each output folder, `inputs.json` lists the source files it was built from and when the build
// started: the launchers (`packages/cli/bin/fresh.js`) use the bundle
// only while none of those files changed since, and run the sources through tsx otherwise, so an
// edited checkout never runs stale code and a fresh clone runs without a build.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What is built: each group is one esbuild run into one folder (shared code in chunks there).
 * The judge's engine worker and the catalog module it loads are entries of their own, so the
 * worker threads of the compiled judge load JavaScript too.
 */
export const BUILDS = [
  {
    dir: 'packages/cli/dist',
    entries: { diadochi: 'packages/cli/src/main.ts' },
    baked: { 'packages/cli/src/command-index.ts': commandIndexModule },
    // Less text for V8 to parse when a command loads its game (`datc` 13 % less CPU); names are
    // kept, so a stack trace still names its functions (source lines with --enable-source-maps).
    minify: { minifyWhitespace: true, minifySyntax: true },
  },
  {
    dir: 'apps/server/dist',
    entries: { main: 'apps/server/src/main.ts', 'engine-worker': 'apps/server/src/engine/worker.ts', 'engine-catalog': 'apps/server/src/engine/catalog.ts' },
  },
];

/**
 * The CLI's command list (name, summary, usage and the group each command lives in), computed once
 * from the sources while building and compiled in place of packages/cli/src/command-index.ts: the
 * compiled `--help` then loads no command and no game, and a command loads only its own group
 * (issue 22). The sources it is computed from are inputs of the bundle, so the launcher's freshness
 * check covers it too.
 */
async function commandIndexModule() {
  const { tsImport } = await import('tsx/esm/api');
  const { listCommands } = await tsImport('../packages/cli/src/registry.ts', import.meta.url);
  return `export async function commandIndex() {\n  return ${JSON.stringify(await listCommands(), null, 1)};\n}\n`;
}

/** Modules compiled from text computed at build time (`baked` in BUILDS) instead of their source. */
function bakedModules(baked) {
  const made = new Map(Object.entries(baked).map(([src, make]) => [resolve(root, src), make]));
  return {
    name: 'baked-modules',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => (made.has(args.path) ? { contents: await made.get(args.path)(), loader: 'js' } : undefined));
    },
  };
}

/**
 * Bundling moves code into other files, but some modules find files next to themselves
 * (`new URL('../../test/classic/data/datc.json', import.meta.url)`) or name a module to load in a
 * worker (`new URL('./worker.ts', import.meta.url)`, the catalog's own `import.meta.url`). In each
 * module, a URL that names an entry of this build becomes that entry's compiled file; any other
 * `import.meta.url` or `import.meta.dirname` becomes the module's source location. Both are written
 * relative to the output folder (where every output lands), so the checkout may move.
 */
function keepModuleLocations(outDir, entries) {
  const compiled = new Map(Object.entries(entries).map(([name, src]) => [resolve(root, src), `./${name}.js`]));
  const fromOut = (file) => {
    const rel = relative(resolve(root, outDir), file).split('\\').join('/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  const here = (rel) => `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
  return {
    name: 'keep-module-locations',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const own = here(compiled.get(args.path) ?? fromOut(args.path));
        const dir = `(import.meta.dirname + ${JSON.stringify('/' + dirname(fromOut(args.path)))})`;
        const contents = text.replace(/new URL\((['"])(\.{1,2}\/[^'"]*)\1, import\.meta\.url\)|import\.meta\.url|import\.meta\.dirname/g, (whole, _q, spec) => {
          if (whole === 'import.meta.url') return own;
          if (whole === 'import.meta.dirname') return dir;
          const target = resolve(dirname(args.path), spec);
          return `new URL(${JSON.stringify(compiled.get(target) ?? fromOut(target))}, import.meta.url)`;
        });
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Libraries stay imports resolved at run time from node_modules; our workspace packages are TypeScript and are bundled. */
const librariesOutside = {
  name: 'libraries-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@diadochi/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildAll({ quiet = false } = {}) {
  await Promise.all(
    BUILDS.map(async ({ dir, entries, baked = {}, minify = {} }) => {
      const startedAt = Date.now();
      // The manifest (inputs.json) goes with the folder and comes back last: meanwhile the launchers run the sources.
      rmSync(join(root, dir), { recursive: true, force: true });
      const result = await build({
        absWorkingDir: root,
        entryPoints: entries,
        outdir: dir,
        // What a module loads with `await import(…)` (each command group of packages/cli/src/registry.ts,
        // the map renderer and its coastline data, the Syracuse board's geometry) becomes a chunk read
        // only by the commands that need it.
        splitting: true,
        chunkNames: '[name]-[hash]', // in the same folder: the module locations above are relative to it
        bundle: true,
        ...minify,
        platform: 'node',
        format: 'esm',
        target: 'node20.19', // keeps `with { type: 'json' }` on the imports left to Node
        sourcemap: 'linked', // stack traces in source terms with NODE_OPTIONS=--enable-source-maps
        metafile: true,
        logLevel: 'warning',
        plugins: [librariesOutside, bakedModules(baked), keepModuleLocations(dir, entries)],
      });
      const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules/')).sort();
      writeFileSync(join(root, dir, 'inputs.json'), JSON.stringify({ startedAt, inputs }, null, 1) + '\n');
      if (!quiet) console.log(`built ${dir} (${Object.keys(entries).join(', ')}) from ${inputs.length} files in ${Date.now() - startedAt} ms`);
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildAll();
