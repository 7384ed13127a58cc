/**
 * `GameState.ext` is typed by key (`src/rules/ext.ts`, issue 18 item 4): a layer's state is
 * created on first use under its JSON key and found again there; a misspelt key or a wrong
 * shape does not compile (the `@ts-expect-error` lines fail the typecheck if they ever compile).
 */
import { describe, expect, it } from 'vitest';
import { extOf } from '../../src/rules/ext.ts';
import { emptyState } from '../../src/rules/state.ts';

describe('the typed state of the later layers (GameState.ext)', () => {
  it('extOf creates a layer’s record under its own key on first use, then returns that same record', () => {
    const s = emptyState('diadoques', -319, 'spring');
    const lots = extOf(s, 'auctions', () => ({ lots: [] })).lots;
    lots.push({ unit: 'u1', source: 'disband', formerOwner: 'ptolemee', price: 500, opensAt: 3, offered: 0 });
    expect(extOf(s, 'auctions', () => ({ lots: [] })).lots).toBe(lots);
    expect(JSON.parse(JSON.stringify(s.ext))).toEqual({ auctions: { lots: [{ unit: 'u1', source: 'disband', formerOwner: 'ptolemee', price: 500, opensAt: 3, offered: 0 }] } });
  });

  it('extOf keeps what a save holds: an existing record is not replaced by the initial one', () => {
    const s = emptyState('diadokhoi', -319, 'spring');
    s.ext = JSON.parse('{"corruption":{"paid":{"antigonos":{"u3":200}}}}');
    expect(extOf(s, 'corruption', () => ({ paid: {} })).paid).toEqual({ antigonos: { u3: 200 } });
  });

  it('a misspelt key or a wrong shape is a compile error', () => {
    const s = emptyState('diadoques', -319, 'spring');
    // @ts-expect-error `auction` is not a layer's key (`auctions` is).
    extOf(s, 'auction', () => ({ lots: [] }));
    // @ts-expect-error the auctions' record holds `lots`, not `bids`.
    extOf(s, 'auctions', () => ({ bids: [] }));
    // @ts-expect-error a direct write is checked too: `paid` is by power then target.
    s.ext.corruption = { paid: 3 };
    // @ts-expect-error no key outside the typed ones.
    s.ext['anything'] = 1;
    expect(Object.keys(s.ext).sort()).toEqual(['anything', 'auction', 'auctions', 'corruption']);
  });
});
