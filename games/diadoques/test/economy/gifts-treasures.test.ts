import { describe, expect, it } from 'vitest';
import { deliverTransfers, depositTreasure, resolveGoldGifts, transferDelay, transfersInTransit, treasureAtFall } from '../../src/economy/index.ts';
import { ledgerPrestige } from '../../src/politics/index.ts';
import { blank, put } from './fixtures.ts';

describe('gold gifts', () => {
  it('diadoques §9c.9 diadoques §5.2: a gold gift moves at the turn\'s end whatever the distance; secret unless announced', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone', 'seleucos', 'cassandre']);
    s.treasury['antigone'] = 50;
    const ev = resolveGoldGifts(s, [{ from: 'antigone', to: 'seleucos', amount: 20 }, { from: 'antigone', to: 'cassandre', amount: 10, announced: true }]);
    expect(s.treasury).toMatchObject({ antigone: 20, seleucos: 20, cassandre: 10 });
    expect(ev[0]!.to).toEqual(['antigone', 'seleucos']);
    expect(ev[1]!.to).toBeUndefined();
  });

  it('diadoques §9c.9: a gift beyond the treasury fails whole', () => {
    const s = blank('diadoques', -318, 'winter', ['antigone', 'seleucos']);
    s.treasury['antigone'] = 5;
    const ev = resolveGoldGifts(s, [{ from: 'antigone', to: 'seleucos', amount: 20 }]);
    expect(s.treasury).toMatchObject({ antigone: 5, seleucos: 0 });
    expect(ev[0]!.type).toBe('gold-gift-refused');
  });

  it('diadokhoi §6.3.55 diadokhoi §6.3.56: money takes as many seasons as provinces between the closest units — Cyclades to Damascene, 3', () => {
    const s = blank('diadokhoi', -318, 'spring', ['antipatros', 'seleukos']);
    s.treasury['antipatros'] = 3000;
    put(s, 'antipatros', 'F', 'Cyc');
    put(s, 'seleukos', 'A', 'Dam');
    put(s, 'seleukos', 'A', 'Chd');
    expect(transferDelay(s, 'antipatros', 'seleukos')).toBe(3);
    resolveGoldGifts(s, [{ from: 'antipatros', to: 'seleukos', amount: 1000 }]);
    expect(s.treasury['antipatros']).toBe(2000);
    expect(s.treasury['seleukos']).toBe(0);
    for (const season of ['spring', 'summer', 'autumn'] as const) {
      s.season = season;
      deliverTransfers(s);
      expect(s.treasury['seleukos'], season).toBe(0);
    }
    s.season = 'winter';
    deliverTransfers(s);
    expect(s.treasury['seleukos']).toBe(1000);
    expect(transfersInTransit(s)).toHaveLength(0);
  });

  it('diadokhoi §6.3.55 diadokhoi §6.3.57: adjacent units exchange at once; only whole hundreds of talents travel', () => {
    const s = blank('diadokhoi', -318, 'spring', ['antipatros', 'lysimachos']);
    s.treasury['antipatros'] = 3000;
    put(s, 'antipatros', 'A', 'Mac');
    put(s, 'lysimachos', 'A', 'Cha');
    resolveGoldGifts(s, [{ from: 'antipatros', to: 'lysimachos', amount: 1000 }, { from: 'antipatros', to: 'lysimachos', amount: 150 }]);
    expect(s.treasury).toMatchObject({ antipatros: 2000, lysimachos: 1000 });
  });
});

describe('treasures', () => {
  it('diadoques §5.3 diadoques §9c.12 diadokhoi §5.1.1: a fallen citadel\'s treasure is seized unless the besieger leaves it', () => {
    const s = blank('diadoques', -318, 'summer', ['antigone']);
    s.control['tyr'] = 'antigone';
    s.control['rhodes'] = 'antigone';
    s.treasures['tyr'] = 5;
    s.treasures['rhodes'] = 10;
    treasureAtFall(s, 'tyr', 'antigone', false);
    treasureAtFall(s, 'rhodes', 'antigone', true);
    expect(s.treasury['antigone']).toBe(5);
    expect(s.treasures).toMatchObject({ tyr: 0, rhodes: 10 });
  });

  it('diadoques §13.5 diadokhoi §7.10.2: plundering the temple treasure of Delphes costs 2 PP', () => {
    const s = blank('diadoques', -318, 'summer', ['cassandre']);
    s.control['delphes'] = 'cassandre';
    s.treasures['delphes'] = 5;
    treasureAtFall(s, 'delphes', 'cassandre', false);
    expect(ledgerPrestige(s, 'cassandre')).toBe(-2);
    const k = blank('diadokhoi', -318, 'summer', ['antipatros']);
    k.control['delphi'] = 'antipatros';
    k.treasures['delphi'] = 500;
    treasureAtFall(k, 'delphi', 'antipatros', false, { prestige: true });
    expect(ledgerPrestige(k, 'antipatros')).toBe(-2);
  });

  it('diadokhoi §5.1.6: a Diadokhos may leave money in his own city, to be seized back later', () => {
    const s = blank('diadokhoi', -318, 'winter', ['antigonos']);
    s.control['sardes'] = 'antigonos';
    s.treasury['antigonos'] = 2500;
    depositTreasure(s, 'antigonos', 'sardes', 2000);
    depositTreasure(s, 'antigonos', 'milet', 100);
    expect(s.treasury['antigonos']).toBe(500);
    expect(s.treasures['sardes']).toBe(2000);
  });
});
