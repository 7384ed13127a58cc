/**
 * `npx diadochi map <ruleset> [--check] [--svg FILE]`: prints a summary of a ruleset's map;
 * `--check` validates it (symmetric adjacency, reachability, coasts and access arrows, the
 * counts the rulebook prints) and exits non-zero on any failure; `--svg FILE` draws it when
 * the renderer (src/render/index.ts, `renderMapSvg(map)`) is present.
 */
import { writeFileSync } from 'node:fs';
import type { ToolCommand } from '@diadochi/kernel';
import { checkMap, MAPS } from '../map/index.ts';
import type { GameMap, MapReport } from '../map/index.ts';

const USAGE = 'map <ruleset> [--check] [--svg FILE]';

interface Args {
  ruleset?: string;
  check: boolean;
  svg?: string;
  bad?: string;
}

function parse(argv: string[]): Args {
  const out: Args = { check: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--check') out.check = true;
    else if (a === '--svg') {
      const file = argv[++i];
      if (!file) out.bad = '--svg needs a file name';
      else out.svg = file;
    } else if (a.startsWith('-')) out.bad = `unknown option ${a}`;
    else if (!out.ruleset) out.ruleset = a;
    else out.bad = `unexpected argument ${a}`;
  }
  return out;
}

function summaryLine(r: MapReport): string {
  const s = r.summary;
  return [
    `${s.land} land provinces${s.offboard ? ` (+${s.offboard} off-board)` : ''}`,
    `${s.seas} seas (+${s.unnavigable} impassable)`,
    `${s.citadels} citadels (${s.capitals} capitals, ${s.major} other major, ${s.ports} ports, ${s.treasures} treasures)`,
    `${s.towns} towns`,
    `${s.unsupplied} provinces without supply`,
    `borders: ${s.landBorders} land, ${s.shores} shore, ${s.coasts} coast, ${s.seaBorders} sea, ${s.access} access arrows`,
    `${s.rivers} rivers`,
    `${s.scenarios} set-up(s)`,
  ].join('; ');
}

function print(map: GameMap, r: MapReport, check: boolean) {
  console.log(`${map.ruleset}: ${map.title}`);
  console.log(summaryLine(r));
  if (!check) return;
  for (const w of r.warnings) console.log(`  warning: ${w}`);
  for (const e of r.errors) console.log(`  ✗ ${e}`);
  console.log(r.ok ? `✓ ${map.ruleset} map: all checks pass` : `✗ ${map.ruleset} map: ${r.errors.length} problem(s)`);
}

async function writeSvg(map: GameMap, file: string): Promise<number> {
  // A literal specifier, so the compiled CLI (scripts/build.mjs) carries the renderer; loaded on demand.
  const mod = (await import('../render/index.ts')) as { renderMapSvg?: (m: GameMap) => string };
  if (typeof mod.renderMapSvg !== 'function') {
    console.error('src/render/index.ts does not export renderMapSvg(map)');
    return 1;
  }
  writeFileSync(file, mod.renderMapSvg(map));
  console.log(`wrote ${file}`);
  return 0;
}

/** The command, on the given maps (the real ones by default; tests pass broken ones). */
export async function runMap(argv: string[], maps: Record<string, GameMap> = MAPS): Promise<number> {
  const args = parse(argv);
  const map = args.ruleset ? maps[args.ruleset] : undefined;
  if (args.bad || !map) {
    if (args.bad) console.error(args.bad);
    else console.error(args.ruleset ? `unknown ruleset "${args.ruleset}"` : 'which ruleset?');
    console.error(`usage: diadochi ${USAGE}  (rulesets: ${Object.keys(maps).join(', ')})`);
    return 2;
  }
  const report = checkMap(map);
  print(map, report, args.check);
  let code = args.check && !report.ok ? 1 : 0;
  if (args.svg) code = Math.max(code, await writeSvg(map, args.svg));
  return code;
}

export const mapCommand: ToolCommand = {
  name: 'map',
  summary: 'show, check (--check) or draw (--svg FILE) the map of diadoques or diadokhoi',
  usage: USAGE,
  run: (argv) => runMap(argv),
};
