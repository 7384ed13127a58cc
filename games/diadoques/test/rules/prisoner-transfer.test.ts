import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/index.ts';

/** A prisoner moved by his captor (`diadokhoi §7.6.5`), run as scenario text. */
function position(orders: string, units = 'antigonos: A Cap, A Lyc', ruleset = 'diadokhoi'): string {
  return `title: t
ruleset: ${ruleset}
season: summer -319
units:
  ${units}
characters:
  Eumenes: with Cap prisoner of antigonos
control:
  antigonos: Cap, Ariararthea
orders antigonos:
${orders.split('\n').map((l) => `  ${l}`).join('\n')}
`;
}

function outcome(text: string, order: string) {
  const run = runScenario(text, { fileName: 'prisoner.scenario' });
  expect(run.problems).toEqual([]);
  const o = run.report!.orders.find((x) => x.text.trim() === order);
  expect(o, run.sheet).toBeDefined();
  return { o: o!, run };
}

describe('diadokhoi §7.6.5: the captor hands his prisoner on', () => {
  it('into a citadel he controls, where the prisoner stays when the guards leave', () => {
    const { o, run } = outcome(position('Eumenes Cap - Ariararthea\nA Cap - Pon'), 'Eumenes Cap - Ariararthea');
    expect(o.status).toBe('succeeds');
    expect(o.rule).toBe('diadokhoi §7.6.5');
    const e = run.after!.characters.find((c) => c.id === 'eumenes')!;
    expect([e.space, e.prisonerOf]).toEqual(['ariararthea', 'antigonos']);
  });

  it('to another of his units next door, which keeps him', () => {
    const { o, run } = outcome(position('Eumenes Cap - Lyc\nA Cap H\nA Lyc H'), 'Eumenes Cap - Lyc');
    expect(o.status).toBe('succeeds');
    const e = run.after!.characters.find((c) => c.id === 'eumenes')!;
    const lyc = run.after!.units.find((u) => u.space === 'Lyc')!;
    expect([e.with, e.prisonerOf]).toEqual([lyc.id, 'antigonos']);
  });

  it('never into an empty province, nor a citadel he does not hold', () => {
    expect(outcome(position('Eumenes Cap - Pon\nA Cap H'), 'Eumenes Cap - Pon').o.reason).toBe('no-guard');
    const neutralCitadel = position('Eumenes Cap - Ariararthea\nA Cap H').replace('antigonos: Cap, Ariararthea', 'antigonos: Cap');
    expect(outcome(neutralCitadel, 'Eumenes Cap - Ariararthea').o.reason).toBe('citadel-not-controlled');
  });

  it('Les Diadoques has no such order: a captive is not moved by his captor there', () => {
    const text = `title: t
ruleset: diadoques
season: summer -319
units:
  antigone: A CAP
characters:
  Eumene: with CAP prisoner of antigone
orders antigone:
  Eumene CAP PON
  A CAP X
`;
    expect(outcome(text, 'Eumene CAP PON').o.reason).toBe('not-own-character');
  });
});
