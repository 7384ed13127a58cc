/**
 * Play by mail (`diadokhoi §7.11`) in the whole game, through the kernel: the winter merged
 * with the autumn (`§7.11.2`), conditional winter orders on the position the autumn left and
 * no condition on simultaneous orders (`§7.11.1`), the secret winter lines, the no-orders rule
 * (`§7.11.5`).
 */
import { autoplay, createGame, digest, playerView, replay, resolveAtDeadline, submit, waitingOn } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';
import { MERGED_EXT } from '../../src/game/merged-winter.ts';

const K = diadokhoi as unknown as GameDefinition<WholeState>;
const D = diadoques as unknown as GameDefinition<WholeState>;

/** The five-player set-up (units placed, spring −319), spring and summer left to the no-orders rule. */
function toAutumn(options: object = { players: 5, mergedWinter: true }): GameSession<WholeState> {
  const created = createGame(K, { seed: 'mail', options });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let s = created.value;
  while (waitingOn(K, s).pending?.phase !== 'autumn-orders') s = resolveAtDeadline(K, s);
  return s;
}

function send(def: GameDefinition<WholeState>, s: GameSession<WholeState>, player: string, orders: string): GameSession<WholeState> {
  const r = submit(def, s, player, { orders });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.session;
}

const units = (s: WholeState, power: string) => s.units.filter((u) => u.power === power).map((u) => `${u.type} ${u.space}`).sort();

/** Seleukos' winter: a build in his capital, and a build on a condition the autumn does not meet. */
const SELEUKOS = ['A Chd H', 'winter:', 'build A Babylon', 'if control Egy: build A Parsagades'].join('\n');

describe('diadokhoi §7.11.2: the winter merged with the autumn', () => {
  it('diadokhoi §7.11.2: an option of both rulesets, off by default, which the autumn prompt explains', () => {
    for (const def of [K, D]) {
      expect(def.parseOptions({ mergedWinter: true })).toMatchObject({ ok: true, value: { mergedWinter: true } });
      const off = def.parseOptions({});
      expect(off.ok && (off.value as { mergedWinter?: boolean }).mergedWinter).toBeFalsy();
    }
    const autumn = toAutumn();
    expect(waitingOn(K, autumn).pending?.prompt).toMatch(/diadokhoi §7\.11\.2.*"winter:"/);
    expect(waitingOn(K, toAutumn({ players: 5 })).pending?.prompt).not.toContain('winter:');
  });

  it('diadokhoi §7.11.2, §7.11.1: autumn and winter in one step — the build is made, the conditional build skipped — then spring; replay identical', () => {
    let s = send(K, toAutumn(), 'seleukos', SELEUKOS);
    const before = units(s.state, 'seleukos');
    s = resolveAtDeadline(K, s);
    const step = s.record.at(-1)!;
    expect(step.phase).toBe('autumn-orders');
    expect(s.record.some((r) => r.phase === 'winter')).toBe(false);
    expect(s.state).toMatchObject({ season: 'spring', year: -318, phase: 'orders' });
    expect(waitingOn(K, s).pending?.phase).toBe('spring-orders');
    expect(step.events.some((e) => e.type === 'merged-winter' && e.rule === 'diadokhoi §7.11.2')).toBe(true);
    // The winter of the merged step collects income and builds.
    expect(step.events.some((e) => e.type === 'income')).toBe(true);
    expect(units(s.state, 'seleukos')).toEqual([...before, 'A babylone'].sort());
    expect(units(s.state, 'seleukos')).not.toContain('A parsagades');
    const skipped = step.events.find((e) => e.type === 'winter-condition');
    expect(skipped).toMatchObject({ rule: 'diadokhoi §7.11.1', to: ['seleukos'], data: { given: false } });
    expect(skipped?.text).toContain('if control Egy: build A Parsagades');
    const again = replay(K, s);
    expect(again.ok && again.value.record.map((r) => r.digest)).toEqual(s.record.map((r) => r.digest));
  });

  it('diadokhoi §7.11.1: a condition met gives its order — "si contrôle", "if unit", "if not unit"', () => {
    const orders = ['winter:', 'si contrôle Babylon : construire A Babylon', 'if unit Chd: disband A LMe', 'if not unit Chd: build A Parsagades'].join('\n');
    const s = resolveAtDeadline(K, send(K, toAutumn(), 'seleukos', orders));
    expect(units(s.state, 'seleukos')).toEqual(['A Chd', 'A Per', 'A babylone']);
    const given = s.record.at(-1)!.events.filter((e) => e.type === 'winter-condition').map((e) => (e.data as { given: boolean }).given);
    expect(given).toEqual([true, true, false]);
  });

  it('diadokhoi §7.11.5, §7.11.2: no winter lines, no winter orders — the default decision of a merged autumn has none', () => {
    const autumn = toAutumn();
    expect(K.defaultDecision(autumn.state, 'ptolemaios')).toEqual({ orders: expect.not.stringContaining('winter') });
    const s = resolveAtDeadline(K, autumn);
    expect(s.state.season).toBe('spring');
    expect(s.record.at(-1)!.events.some((e) => e.type === 'build')).toBe(false);
  });

  it('diadokhoi §7.11.2: the winter lines are secret — in the state through the retreat step, in no view nor log, then resolved', () => {
    let s = toAutumn();
    // Antigonos' armies in Ara and Sus: the one in Ara, supported, dislodges Seleukos' army in LMe.
    const [x, y] = s.state.units.filter((u) => u.power === 'antigonos' && !u.commander);
    Object.assign(x!, { space: 'Ara', type: 'A' });
    Object.assign(y!, { space: 'Sus', type: 'A' });
    s = send(K, s, 'antigonos', `A Ara - LMe\nA Sus S A Ara - LMe`);
    s = send(K, s, 'seleukos', SELEUKOS);
    s = resolveAtDeadline(K, s);
    expect(waitingOn(K, s).pending).toMatchObject({ phase: 'retreats', players: ['seleukos'] });
    expect(s.state.ext[MERGED_EXT]).toMatchObject({ seleukos: expect.stringContaining('build A Babylon') });
    for (const viewer of ['antigonos', 'ptolemaios', 'seleukos', null]) {
      const seen = JSON.stringify(playerView(K, s, viewer));
      expect(seen).not.toContain('build A Babylon');
      expect(seen).not.toContain('Parsagades');
    }
    s = resolveAtDeadline(K, s);
    expect(s.state.season).toBe('spring');
    expect(s.state.ext[MERGED_EXT]).toBeUndefined();
    expect(units(s.state, 'seleukos')).toContain('A babylone');
  });
});

describe('diadokhoi §7.11.2: merged-winter games of both rulesets', () => {
  it('diadokhoi §7.11.2: Les Diadoques — "hiver :" and "si contrôle" in the autumn, resolved with it; spring next', () => {
    const created = createGame(D, { seed: 'courrier', options: { mergedWinter: true } });
    if (!created.ok) throw new Error('create');
    let s = created.value;
    while (waitingOn(D, s).pending?.phase !== 'autumn-orders') s = resolveAtDeadline(D, s);
    const capital = Object.entries(s.state.control).find(([, p]) => p === 'seleucos')![0];
    s = resolveAtDeadline(D, send(D, s, 'seleucos', `hiver :\nsi contrôle ${capital} : don 1 T à Ptolémée\nsi pas contrôle ${capital} : don 2 T à Ptolémée`));
    expect(s.record.map((r) => r.phase)).toEqual(['setup', 'start', 'spring-orders', 'summer-orders', 'autumn-orders']);
    expect(s.state).toMatchObject({ season: 'spring', year: -318 });
    const step = s.record.at(-1)!;
    expect(step.events.filter((e) => e.type === 'winter-condition').map((e) => (e.data as { given: boolean }).given)).toEqual([true, false]);
    expect(step.events.some((e) => e.type === 'income')).toBe(true);
  });

  it.each([
    ['diadoques', D, { lastYear: -318 }],
    ['diadokhoi', K, { players: 6, lastYear: -320 }],
  ] as const)('diadokhoi §7.11.2: %s — whole games with baseline bots and merged winters: no winter step, invariants kept, replays identical', (_name, def, options) => {
    for (let i = 0; i < 3; i++) {
      const seed = `mail-${i}`;
      const created = createGame(def, { seed, options: { ...options, mergedWinter: true } });
      if (!created.ok) throw new Error(JSON.stringify(created.error));
      const broken: string[] = [];
      const end = autoplay(def, created.value, { bots: baselineBot(seed), maxSteps: 40, onStep: (x) => broken.push(...(def.checkInvariants?.(x.state) ?? [])) });
      expect(broken).toEqual([]);
      expect(end.state.result).toBeDefined();
      expect(end.record.some((r) => r.phase === 'winter')).toBe(false);
      expect(end.record.filter((r) => r.events.some((e) => e.type === 'merged-winter')).length).toBeGreaterThan(0);
      const again = replay(def, end);
      expect(again.ok && digest(again.value.state)).toBe(digest(end.state));
    }
  });
});

describe('diadokhoi §7.11.1: conditions only on earlier actions', () => {
  it('diadokhoi §7.11.1: a condition on a military season\'s orders is refused at its line, with the rule', () => {
    const created = createGame(K, { seed: 'mail', options: { players: 5, mergedWinter: true } });
    if (!created.ok) throw new Error('create');
    const text = 'A Per H\nif control Mes: A Chd - Mes';
    const r = K.validate(created.value.state, 'seleukos', { orders: text });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([expect.objectContaining({ code: 'conditional-order', rule: 'diadokhoi §7.11.1', path: ['orders', 1] })]);
    expect(text.slice(r.error[0]!.span!.start, r.error[0]!.span!.end)).toBe('if control Mes: A Chd - Mes');
    // French too.
    const fr = K.validate(created.value.state, 'seleukos', { orders: 'si pas unité Mes : A Chd - Mes' });
    expect(!fr.ok && fr.error[0]).toMatchObject({ code: 'conditional-order' });
  });

  it('diadokhoi §7.11.2: "winter:" only in a merged autumn; the winter lines\' problems at their own lines', () => {
    const spring = createGame(K, { seed: 'mail', options: { players: 5, mergedWinter: true } });
    if (!spring.ok) throw new Error('create');
    const early = K.validate(spring.value.state, 'seleukos', { orders: 'A Chd H\nwinter:\nbuild A Babylon' });
    expect(!early.ok && early.error[0]).toMatchObject({ code: 'misplaced-winter', path: ['orders', 1], rule: 'diadokhoi §7.11.2' });
    const plain = toAutumn({ players: 5 });
    const off = K.validate(plain.state, 'seleukos', { orders: 'winter:\nbuild A Babylon' });
    expect(!off.ok && off.error[0]?.message).toContain('does not merge');
    const autumn = toAutumn();
    const text = 'A Chd H\nwinter:\nbuild A Babylon\nbuidl A Per\nif control Nowhere: build A Per';
    const bad = K.validate(autumn.state, 'seleukos', { orders: text });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.map((p) => [p.path, text.slice(p.span!.start, p.span!.end)])).toEqual([
      [['orders', 3], 'buidl'],
      [['orders', 4], 'Nowhere'],
    ]);
  });

  it('diadokhoi §7.11.1: an ordinary winter takes conditional lines too, read on the known position', () => {
    let s = toAutumn({ players: 5 });
    s = resolveAtDeadline(K, s);
    expect(waitingOn(K, s).pending?.phase).toBe('winter');
    expect(K.validate(s.state, 'seleukos', { orders: 'if control: build A Babylon' }).ok).toBe(false);
    s = resolveAtDeadline(K, send(K, s, 'seleukos', 'if not control Babylon: build A Babylon\nif unit Chd: build A Babylon'));
    expect(units(s.state, 'seleukos')).toContain('A babylone');
  });
});
