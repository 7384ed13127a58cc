/**
 * Scenario files of Successors (docs/rules/successors/scenario-format.md): a position, the
 * fixed dice, the decisions and procedures to run, the expected outcome. The reader is linear
 * in its input and returns every problem with its line, never throws.
 */
import type { Problem, Result } from '@diadochi/kernel';
import { err, ok, problem } from '@diadochi/kernel';
import type { CuType, PathKind, SpaceKind } from '../data/types.ts';

export interface UnitsLine { faction: string; space: string; out: Partial<Record<CuType, number>>; inside: Partial<Record<CuType, number>> }
export interface Action { line: number; kind: 'decide'; faction: string; verb: string; subject?: string; target?: string }
export interface Procedure { line: number; kind: 'do'; proc: string; args: string[] }
export interface Expectation { line: number; words: string[] }

export interface Scenario {
  title: string;
  rules: string[];
  players: 2 | 3 | 4;
  optional: string[];
  turn: number;
  round: number;
  order: string[];
  usurper: string | null;
  successors: string[];
  condemned: Record<string, number>;
  map: null | { spaces: { id: string; kind: SpaceKind; province: string; siege?: number; independent?: 1 | 3; hellespont?: boolean }[]; paths: { a: string; b: string; kind: PathKind }[]; provinces: { id: string; vp: number }[] };
  units: UnitsLine[];
  dispersed: UnitsLine[];
  generals: { id: string; faction: string; space: string; inside: boolean; as?: string }[];
  control: { space: string; by: string; value?: number }[];
  hands: Record<string, number[]>;
  deck: number[] | null;
  royals: { id: string; space: string; active?: boolean; married?: string; buried?: boolean; buriedBy?: string }[];
  independents: { id: string; space: string }[];
  fleets: { id: string; strong: boolean; owner?: string }[];
  sieges: { space: string; by: string; points: number }[];
  pile: number[];
  step: string[] | null;
  dice: number[];
  play: (Action | Procedure)[];
  expect: Expectation[];
}

const CU_WORDS: Record<string, CuType> = {
  mercenary: 'mercenary', mercenaries: 'mercenary', merc: 'mercenary',
  macedonian: 'macedonian', macedonians: 'macedonian', mac: 'macedonian',
  royal: 'royal', 'royal-army': 'royal', ra: 'royal',
  elephant: 'elephant', elephants: 'elephant',
  'silver-shields': 'silver-shields', ss: 'silver-shields',
};
const KINDS: SpaceKind[] = ['major-city', 'minor-city', 'fortress', 'transit'];
const PATHS: PathKind[] = ['land', 'mountain', 'strait', 'maritime', 'trans-mediterranean'];
const SECTIONS = ['title', 'rules', 'players', 'optional', 'turn', 'round', 'order', 'usurper', 'successors', 'condemned', 'spaces', 'paths', 'provinces', 'units', 'dispersed', 'generals', 'control', 'hands', 'deck', 'royals', 'independents', 'fleets', 'sieges', 'pile', 'step', 'dice', 'play', 'expect'] as const;
type Section = (typeof SECTIONS)[number];

function cus(text: string, line: number, problems: Problem[]): Partial<Record<CuType, number>> {
  const out: Partial<Record<CuType, number>> = {};
  for (const part of text.split(',').map((x) => x.trim()).filter(Boolean)) {
    const m = /^(\d+)\s+([a-z-]+)$/.exec(part);
    const t = m ? CU_WORDS[m[2]!] : undefined;
    if (!m || !t) {
      problems.push(problem('bad-units', `line ${line}: "${part}" is not "N type" (mercenary, macedonian, royal, elephant, silver-shields)`, { path: [line] }));
      continue;
    }
    out[t] = (out[t] ?? 0) + Number(m[1]);
  }
  return out;
}

function unitsLine(text: string, line: number, problems: Problem[]): UnitsLine | null {
  const m = /^([a-z]+)\s+([a-z0-9-]+)\s*:\s*(.*)$/.exec(text);
  if (!m) {
    problems.push(problem('bad-units', `line ${line}: expected "FACTION SPACE: N type, …; inside N type"`, { path: [line] }));
    return null;
  }
  const [outText, inText] = m[3]!.split(';').map((x) => x.trim());
  return { faction: m[1]!, space: m[2]!, out: cus(outText ?? '', line, problems), inside: cus((inText ?? '').replace(/^inside\s*/, ''), line, problems) };
}

export function parseScenario(text: string): Result<Scenario> {
  const problems: Problem[] = [];
  const sc: Scenario = {
    title: '', rules: [], players: 4, optional: [], turn: 1, round: 1, order: [], usurper: null, successors: [], condemned: {},
    map: null, units: [], dispersed: [], generals: [], control: [], hands: {}, deck: null, royals: [], independents: [], fleets: [], sieges: [], pile: [], step: null, dice: [], play: [], expect: [],
  };
  let section: Section | null = null;
  const lines = text.split('\n');
  lines.forEach((raw, i) => {
    const line = i + 1;
    const t = raw.replace(/#.*$/, '').trim();
    if (!t) return;
    const head = /^([a-z]+):\s*(.*)$/.exec(t);
    if (head && (SECTIONS as readonly string[]).includes(head[1]!) && !/^\s/.test(raw)) {
      section = head[1] as Section;
      const rest = head[2]!.trim();
      if (rest) body(section, rest, line);
      return;
    }
    if (!section) {
      problems.push(problem('no-section', `line ${line}: text before any section`, { path: [line] }));
      return;
    }
    body(section, t, line);
  });

  function body(sec: Section, t: string, line: number): void {
    const words = t.split(/\s+/);
    const num = (x: string | undefined) => (x !== undefined && /^-?\d+$/.test(x) ? Number(x) : NaN);
    switch (sec) {
      case 'title':
        sc.title = sc.title ? `${sc.title} ${t}` : t;
        return;
      case 'rules':
        sc.rules.push(...t.split(',').map((x) => x.trim()).filter(Boolean));
        return;
      case 'players': {
        const n = num(words[0]);
        if (n !== 2 && n !== 3 && n !== 4) problems.push(problem('bad-players', `line ${line}: players are 2, 3 or 4`, { path: [line] }));
        else sc.players = n;
        return;
      }
      case 'optional':
        sc.optional.push(...t.split(',').map((x) => x.trim()).filter(Boolean));
        return;
      case 'turn':
      case 'round': {
        const n = num(words[0]);
        if (!Number.isInteger(n) || n < 1 || n > 5) problems.push(problem('bad-number', `line ${line}: ${sec} is 1 to 5`, { path: [line] }));
        else sc[sec] = n;
        return;
      }
      case 'order':
        sc.order = t.split(',').map((x) => x.trim());
        return;
      case 'usurper':
        sc.usurper = words[0]!;
        return;
      case 'successors':
        sc.successors.push(...t.split(',').map((x) => x.trim()));
        return;
      case 'condemned':
        sc.condemned[words[0]!] = num(words[1]);
        return;
      case 'spaces': {
        const [id, kind, province, ...rest] = words;
        if (!id || !kind || !province || !KINDS.includes(kind as SpaceKind)) {
          problems.push(problem('bad-space', `line ${line}: expected "ID KIND PROVINCE [siege=N] [independent=1|3] [hellespont]" with KIND one of ${KINDS.join(', ')}`, { path: [line] }));
          return;
        }
        const sp: NonNullable<Scenario['map']>['spaces'][number] = { id, kind: kind as SpaceKind, province };
        for (const w of rest) {
          const [k, v] = w.split('=');
          if (k === 'siege') sp.siege = num(v);
          else if (k === 'independent' && (v === '1' || v === '3')) sp.independent = Number(v) as 1 | 3;
          else if (k === 'hellespont') sp.hellespont = true;
          else problems.push(problem('bad-space', `line ${line}: unknown attribute "${w}"`, { path: [line] }));
        }
        (sc.map ??= { spaces: [], paths: [], provinces: [] }).spaces.push(sp);
        return;
      }
      case 'paths': {
        const [a, b, kind] = words;
        if (!a || !b || !kind || !PATHS.includes(kind as PathKind)) {
          problems.push(problem('bad-path', `line ${line}: expected "A B KIND" with KIND one of ${PATHS.join(', ')}`, { path: [line] }));
          return;
        }
        (sc.map ??= { spaces: [], paths: [], provinces: [] }).paths.push({ a, b, kind: kind as PathKind });
        return;
      }
      case 'provinces': {
        const vp = num(words[1]);
        if (!words[0] || Number.isNaN(vp)) problems.push(problem('bad-province', `line ${line}: expected "ID VP"`, { path: [line] }));
        else (sc.map ??= { spaces: [], paths: [], provinces: [] }).provinces.push({ id: words[0], vp });
        return;
      }
      case 'units':
      case 'dispersed': {
        const u = unitsLine(t, line, problems);
        if (u) sc[sec].push(u);
        return;
      }
      case 'generals': {
        const [id, faction, space, ...rest] = words;
        if (!id || !faction || !space) {
          problems.push(problem('bad-general', `line ${line}: expected "GENERAL FACTION SPACE [inside] [as=ID]"`, { path: [line] }));
          return;
        }
        const as = rest.find((w) => w.startsWith('as='))?.slice(3);
        sc.generals.push({ id, faction, space, inside: rest.includes('inside'), ...(as ? { as } : {}) });
        return;
      }
      case 'control': {
        const m = /^([a-z]+)\s*:\s*(.*)$/.exec(t);
        if (!m) {
          problems.push(problem('bad-control', `line ${line}: expected "OWNER: SPACE, SPACE=VALUE"`, { path: [line] }));
          return;
        }
        for (const part of m[2]!.split(',').map((x) => x.trim()).filter(Boolean)) {
          const [space, v] = part.split('=');
          sc.control.push({ space: space!, by: m[1]!, ...(v ? { value: Number(v) } : {}) });
        }
        return;
      }
      case 'hands': {
        const m = /^([a-z]+)\s*:\s*(.*)$/.exec(t);
        if (!m) problems.push(problem('bad-hand', `line ${line}: expected "FACTION: CARD, CARD"`, { path: [line] }));
        else sc.hands[m[1]!] = m[2]!.split(',').map((x) => x.trim()).filter(Boolean).map(Number);
        return;
      }
      case 'pile':
        sc.pile = t.split(',').map((x) => x.trim()).filter(Boolean).map(Number);
        return;
      case 'deck':
        sc.deck = t.split(',').map((x) => x.trim()).filter(Boolean).map(Number);
        return;
      case 'royals': {
        const [id, space, ...rest] = words;
        if (!id || !space) problems.push(problem('bad-royal', `line ${line}: expected "ROYAL SPACE [inactive|active] [married=FACTION] [buried|buried=FACTION]"`, { path: [line] }));
        else {
          const married = rest.find((w) => w.startsWith('married='))?.slice(8);
          const by = rest.find((w) => w.startsWith('buried='))?.slice(7);
          sc.royals.push({ id, space, ...(rest.includes('inactive') ? { active: false } : rest.includes('active') ? { active: true } : {}), ...(married ? { married } : {}), ...(rest.includes('buried') || by ? { buried: true } : {}), ...(by ? { buriedBy: by } : {}) });
        }
        return;
      }
      case 'independents':
        if (!words[0] || !words[1]) problems.push(problem('bad-independent', `line ${line}: expected "ARMY SPACE"`, { path: [line] }));
        else sc.independents.push({ id: words[0], space: words[1] });
        return;
      case 'fleets':
        if (!words[0]) problems.push(problem('bad-fleet', `line ${line}: expected "FLEET strong|weak [owner=FACTION]"`, { path: [line] }));
        else {
          const owner = words.find((w) => w.startsWith('owner='))?.slice(6);
          sc.fleets.push({ id: words[0], strong: words[1] === 'strong', ...(owner ? { owner } : {}) });
        }
        return;
      case 'sieges':
        if (!words[0] || !words[1] || Number.isNaN(num(words[2]))) problems.push(problem('bad-siege', `line ${line}: expected "SPACE FACTION POINTS"`, { path: [line] }));
        else sc.sieges.push({ space: words[0], by: words[1], points: num(words[2]) });
        return;
      case 'step':
        sc.step = words;
        return;
      case 'dice':
        for (const w of words) {
          const n = num(w);
          if (!Number.isInteger(n) || n < 1 || n > 6) problems.push(problem('bad-die', `line ${line}: "${w}" is not a die face`, { path: [line] }));
          else sc.dice.push(n);
        }
        return;
      case 'play': {
        const d = /^do\s*:\s*(\S+)\s*(.*)$/.exec(t);
        if (d) {
          sc.play.push({ line, kind: 'do', proc: d[1]!, args: d[2]!.split(/\s+/).filter(Boolean) });
          return;
        }
        const m = /^([a-z]+)\s*:\s*(\S+)(?:\s+([^\s>-][^\s]*))?(?:\s*->\s*(\S+))?\s*$/.exec(t);
        if (!m) {
          problems.push(problem('bad-play', `line ${line}: expected "FACTION: verb [subject] [-> target]" or "do: PROCEDURE args"`, { path: [line] }));
          return;
        }
        sc.play.push({ line, kind: 'decide', faction: m[1]!, verb: m[2]!, ...(m[3] ? { subject: m[3] } : {}), ...(m[4] ? { target: m[4] } : {}) });
        return;
      }
      case 'expect':
        sc.expect.push({ line, words });
        return;
    }
  }

  if (!sc.title) problems.push(problem('no-title', 'a scenario needs a title'));
  if (sc.rules.length === 0) problems.push(problem('no-rules', 'a scenario cites the rule ids it proves (rules:)'));
  for (const id of sc.rules) if (!/^successors [0-9A-Z][0-9A-Z.]*$/.test(id)) problems.push(problem('bad-rule', `"${id}" is not a Successors rule id (successors 12.5.1)`));
  return problems.length > 0 ? err(problems) : ok(sc);
}
