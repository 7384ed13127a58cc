/**
 * Issue 21 items 2, 7: the pictures of a position (`GameDefinition.picture`) for Les Diadoques,
 * Diadokhoi and classic Diplomacy: drawn from a view, the same bytes for the same view, every
 * unit drawn, control and ownership coloured, names in the language asked.
 */
import { describe, expect, it } from 'vitest';
import { autoplay, createGame, playerView, randomBot } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { classic, diadokhoi, diadoques } from '../../src/index.ts';

function played(def: GameDefinition, steps: number, options: unknown = {}) {
  const start = createGame(def, { seed: `picture-${def.id}`, options });
  if (!start.ok) throw new Error('no game');
  return autoplay(def, start.value, { bots: randomBot(`picture-${def.id}`), maxSteps: steps });
}

describe('pictures of a position', () => {
  for (const def of [diadoques, diadokhoi] as unknown as GameDefinition[]) {
    it(`${def.id}: every unit of the view drawn once, controlled provinces tinted, the season in the reader's language`, () => {
      const game = played(def, 3);
      const view = playerView(def, game, game.players[0]!).view as { state: { units: unknown[]; control: Record<string, string>; powers: { id: string; kind: string }[] } };
      const en = def.picture!(view, 'en');
      const fr = def.picture!(view, 'fr');
      expect(def.picture!(structuredClone(view), 'en')).toBe(en);
      expect((en.match(/<g class="unit"/g) ?? []).length).toBe(view.state.units.length);
      const players = new Set(view.state.powers.filter((p) => p.kind === 'player').map((p) => p.id));
      const tinted = Object.values(view.state.control).filter((o) => players.has(o)).length;
      expect(tinted).toBeGreaterThan(0);
      expect((en.match(/class="tint"/g) ?? []).length).toBeLessThanOrEqual(tinted);
      expect((en.match(/class="tint"/g) ?? []).length).toBeGreaterThan(0);
      expect(en).toMatch(/(Spring|Summer|Autumn|Winter) \d+ BC/);
      expect(fr).toMatch(/(Printemps|Été|Automne|Hiver) \d+ av\. J\.-C\./);
    });
  }

  it('the board is public in these games: every seat and a spectator get the same picture', () => {
    const def = diadoques as unknown as GameDefinition;
    const game = played(def, 3);
    const pictures = new Set([null, ...game.players].map((p) => def.picture!(playerView(def, game, p).view, 'en')));
    expect(pictures.size).toBe(1);
  });

  it('classic: units, dislodged units and owned centres drawn; the key counts centres and units', () => {
    const def = classic as unknown as GameDefinition;
    const game = played(def, 2, { lastYear: 1902 });
    const view = playerView(def, game, null).view as { units: unknown[]; owners: Record<string, string>; dislodged: unknown[]; centres: Record<string, number> };
    const svg = def.picture!(view, 'en');
    expect((svg.match(/class="unit"/g) ?? []).length).toBe(view.units.length);
    expect((svg.match(/class="unit dislodged"/g) ?? []).length).toBe(view.dislodged.length);
    expect((svg.match(/class="owned"/g) ?? []).length).toBe(Object.keys(view.owners).length);
    expect(svg).toContain(`France ${view.centres.FRA ?? 0} / `);
    expect(def.picture!(view, 'fr')).toContain(`France ${view.centres.FRA ?? 0} / `);
    expect(def.picture!(view, 'fr')).toContain('Angleterre');
  });
});
