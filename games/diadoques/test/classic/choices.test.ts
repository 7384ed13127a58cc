/**
 * Rule-listed choices of standard Diplomacy (issue 14 item 3): every listed choice, written in
 * the notation, validates; a move the validator accepts from the spring 1901 position is listed;
 * a move to a province not next to the unit is not (DATC 6.A.1, 6.A.2).
 */
import { createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { classic } from '../../src/classic/game.ts';
import type { ClassicState } from '../../src/classic/game.ts';
import { classicMap } from '../../src/classic/map.ts';
import { PROVINCES } from '../../src/classic/map-data.ts';

const start = (): ClassicState => {
  const r = createGame(classic, { seed: 'choices', options: {} });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
};

const place = (region: string) => (region.includes('/') ? `${region.split('/')[0]}(${region.split('/')[1]})` : region);
const unitText = (s: ClassicState, province: string) => {
  const u = s.units.find((x) => classicMap.spaceOf(x.region) === province)!;
  return `${u.kind === 'army' ? 'A' : 'F'} ${place(u.region)}`;
};

/** A choice written in the notation the validator reads. */
function written(s: ClassicState, subject: string, verb: string, target?: string): string | undefined {
  const me = unitText(s, subject);
  const [from, to] = (target ?? '').split('-');
  switch (verb) {
    case 'hold':
      return `${me} H`;
    case 'move':
      return `${me} - ${place(target!)}`;
    case 'support-hold':
      return `${me} S ${unitText(s, target!)}`;
    case 'support-move':
      return `${me} S ${unitText(s, from!)} - ${to}`;
    case 'convoy':
      return `${me} C ${unitText(s, from!)} - ${to}`;
    default:
      return undefined;
  }
}

describe('classic: choices list what the validator accepts', () => {
  it('DATC 6.A.1, 6.A.2: spring 1901 — every listed choice validates, every valid move is listed, no far move is', () => {
    const s = start();
    let listed = 0;
    for (const power of ['AUS', 'ENG', 'FRA', 'GER', 'ITA', 'RUS', 'TUR']) {
      const choices = classic.choices!(s, power)!;
      for (const c of choices) {
        for (const target of c.targets ?? [undefined]) {
          const text = written(s, c.subject!, c.verb, target)!;
          const v = classic.validate(s, power, [text]);
          expect(v.ok ? '' : `${text}: ${v.error.map((p) => p.message).join('; ')}`).toBe('');
          listed++;
        }
      }
      for (const u of s.units.filter((x) => x.power === power)) {
        const subject = classicMap.spaceOf(u.region)!;
        const moves = choices.find((c) => c.subject === subject && c.verb === 'move')?.targets ?? [];
        for (const p of PROVINCES) {
          const regions = u.kind === 'fleet' ? classicMap.fleetRegions(p.id) : [classicMap.armyRegion(p.id)].filter((r): r is string => !!r);
          for (const r of regions) {
            if (r === u.region) continue;
            const ok = classic.validate(s, power, [`${unitText(s, subject)} - ${place(r)}`]).ok;
            expect([r, moves.includes(r)]).toEqual([r, ok]);
          }
        }
      }
    }
    expect(listed).toBeGreaterThan(100);
    // Vienna's army does not reach Venice's neighbour Rome.
    expect(classic.choices!(s, 'AUS')!.find((c) => c.subject === 'vie' && c.verb === 'move')!.targets).not.toContain('rom');
  });
});
