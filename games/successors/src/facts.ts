/**
 * What a board shows beside the view, read from the view alone with the rules' own queries:
 * who holds each royal (successors 17.1, 18.3), which control markers are isolated now (19.2:
 * they go in the Isolation Phase), each general's counter values (2.4: initiative, battle,
 * rank, prestige, with prestige gained in play, 23.1) and each faction's prestige. The view holds
 * every public part of the state (view.ts), which is all these queries read; hands are not used.
 */
import type { Faction, SuccessorsState } from './rules/state.ts';
import type { SuccessorsView } from './view.ts';
import { RULES } from './game.ts';
import { isolatedMarkers } from './rules/places.ts';
import { royalController } from './rules/query.ts';

export interface GeneralCounter {
  id: string;
  /** The counter's face: Antipater's counter carries Polyperchon from turn 3 (21.3). */
  face: string;
  minor: boolean;
  initiative: number;
  battle: number;
  rank: number;
  prestige: number;
}

export interface BoardFacts {
  royals: Record<string, Faction | null>;
  isolated: Record<Faction, string[]>;
  generals: Record<string, GeneralCounter>;
  /** Sum of the prestige of each faction's generals on the map (17.6). */
  prestige: Record<Faction, number>;
}

/** The view as the public part of a state: the queries below read no hand, deck or pile. */
const asState = (v: SuccessorsView): SuccessorsState => ({ ...v, hands: {}, deck: [], pile: [], reveal: [] }) as unknown as SuccessorsState;

export function generalCounter(v: Pick<SuccessorsView, 'generals' | 'gift'>, id: string): GeneralCounter | null {
  const st = v.generals[id];
  if (!st) return null;
  const minor = id.startsWith('minor:');
  const face = st.as ?? id;
  const def = RULES.general.get(minor ? 'minor' : face) ?? RULES.data.generals.find((g) => g.kind === 'minor');
  if (!def) return null;
  const prestige = def.prestige + (st.prestigeGained ?? 0) + (v.gift?.general === id ? v.gift.prestige : 0);
  return { id, face: minor ? 'minor' : face, minor, initiative: def.initiative, battle: def.battle, rank: def.rank, prestige };
}

export function boardFacts(v: SuccessorsView): BoardFacts {
  const s = asState(v);
  const generals: Record<string, GeneralCounter> = {};
  for (const id of Object.keys(v.generals)) {
    const c = generalCounter(v, id);
    if (c) generals[id] = c;
  }
  const prestige = Object.fromEntries(v.factions.map((f) => [f, Object.entries(v.generals).filter(([, g]) => g.owner === f && g.where === 'map').reduce((a, [id]) => a + (generals[id]?.prestige ?? 0), 0)]));
  return {
    royals: Object.fromEntries(RULES.data.royals.map((r) => [r.id, royalController(RULES, s, r.id)])),
    isolated: Object.fromEntries(v.factions.map((f) => [f, isolatedMarkers(RULES, s, f)])),
    generals,
    prestige,
  };
}
