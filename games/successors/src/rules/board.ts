/**
 * The components indexed for the rules: adjacency, provinces, cards and generals by id. Built
 * once from a `SuccessorsData` (the reconstructed game, or a scenario's small map).
 */
import type { Card, CardNumber, CuType, General, GeneralId, IndependentArmy, PathKind, Province, ProvinceId, RoyalMember, Space, SpaceId, SuccessorsData } from '../data/types.ts';
import { PATH_COST } from '../data/costs.ts';
import { CU_STRENGTH as DATA_STRENGTH } from '../data/pieces.ts';

export interface Link {
  to: SpaceId;
  kind: PathKind;
  cost: number;
}

/**
 * Combat strength of one CU by type (successors 12.1), from the component data; elephants roll
 * instead (14.1), so their entry here is unused.
 */
export const CU_STRENGTH: Readonly<Record<CuType, number>> = {
  mercenary: DATA_STRENGTH.mercenary.value, macedonian: DATA_STRENGTH.macedonian.value, royal: DATA_STRENGTH.royal.value, elephant: 0, 'silver-shields': DATA_STRENGTH['silver-shields'].value,
};

/** Minor generals (successors 8.1): four per faction, initiative 4, battle value 2, no rank. */
export const MINORS_PER_FACTION = 4;
export const minorId = (faction: string, n: number): GeneralId => `minor:${faction}:${n}`;
export const isMinor = (id: GeneralId): boolean => id.startsWith('minor:');

export interface Rules {
  data: SuccessorsData;
  space: Map<SpaceId, Space>;
  province: Map<ProvinceId, Province>;
  spacesOf: Map<ProvinceId, SpaceId[]>;
  links: Map<SpaceId, Link[]>;
  card: Map<CardNumber, Card>;
  general: Map<GeneralId, General>;
  royal: Map<string, RoyalMember>;
  independent: Map<string, IndependentArmy>;
  /** Seniority rank: 0 = most senior (successors 4.1, T.SENIORITY). */
  seniority: Map<GeneralId, number>;
  /** Each province's counting spaces (transit points ignored) and its major city (2.3.1). */
  counting: Map<ProvinceId, { spaces: SpaceId[]; major: SpaceId | undefined }>;
  /** The spaces bordering the Hellespont (20.4: all five for 2 VP), read once from the map. */
  hellespont: SpaceId[];
  /** Babylonia, Phrygia and Syria (20.4, King of Asia), or null on a map lacking one of them. */
  kingOfAsia: ProvinceId[] | null;
  /** Macedonia (17.2: its controller is Strategos of Europe, 2 LP; 20.3's first tie-breaker). */
  macedonia: ProvinceId | undefined;
  /**
   * Set only on the copy a bot plays its sampled worlds with (determinization: every hand is
   * known there). A Fortune window (7.3.1) opens after every adverse roll whether or not its
   * player holds #45, so that the window tells nothing; in a world where no hand holds it every
   * window would be passed, and none is opened (applyChoice: the same states, without keeping the
   * state before each decision). Never set on the rules a game is judged with.
   */
  knownHands?: true;
}

export function buildRules(data: SuccessorsData): Rules {
  const links = new Map<SpaceId, Link[]>();
  for (const s of data.map.spaces) links.set(s.id, []);
  for (const p of data.map.paths) {
    links.get(p.a)?.push({ to: p.b, kind: p.kind, cost: PATH_COST[p.kind] });
    links.get(p.b)?.push({ to: p.a, kind: p.kind, cost: PATH_COST[p.kind] });
  }
  const spacesOf = new Map<ProvinceId, SpaceId[]>();
  for (const p of data.map.provinces) spacesOf.set(p.id, []);
  for (const s of data.map.spaces) spacesOf.get(s.province)?.push(s.id);
  // 20.4's King of Asia names its provinces; the map's ids may differ in case.
  const named = (n: string) => data.map.provinces.find((p) => p.id === n || p.id.toLowerCase() === n)?.id;
  const asia = ['babylonia', 'phrygia', 'syria'].map(named);
  return {
    data,
    hellespont: data.map.spaces.filter((x) => x.hellespont).map((x) => x.id),
    kingOfAsia: asia.every((p) => p !== undefined) ? (asia as ProvinceId[]) : null,
    macedonia: named('macedonia'),
    space: new Map(data.map.spaces.map((s) => [s.id, s])),
    province: new Map(data.map.provinces.map((p) => [p.id, p])),
    spacesOf,
    links,
    card: new Map(data.cards.map((c) => [c.number, c])),
    general: new Map(data.generals.map((g) => [g.id, g])),
    royal: new Map(data.royals.map((r) => [r.id, r])),
    independent: new Map(data.independentArmies.map((a) => [a.id, a])),
    seniority: new Map(data.tables.seniority.order.map((g, i) => [g, i])),
    counting: new Map(
      [...spacesOf].map(([p, ids]) => {
        const spaces = ids.filter((id) => data.map.spaces.find((x) => x.id === id)?.kind !== 'transit');
        return [p, { spaces, major: spaces.find((id) => data.map.spaces.find((x) => x.id === id)?.kind === 'major-city') }];
      }),
    ),
  };
}

const MINOR: Omit<General, 'id' | 'name'> = {
  kind: 'minor', initiative: 4, battle: 2, rank: 0, prestige: 0, legitimacy: 0, entry: { kind: 'start' }, army: {}, control: [],
  reconstructed: false, source: 'successors 8.1.6',
};

/** A general's printed values; minor generals share theirs (successors 8.1.6). */
export function generalDef(r: Rules, id: GeneralId): General {
  if (isMinor(id)) return { ...MINOR, id, name: 'general.minor' };
  const g = r.general.get(id);
  if (!g) throw new Error(`unknown general ${id}`);
  return g;
}

export function spaceDef(r: Rules, id: SpaceId): Space {
  const s = r.space.get(id);
  if (!s) throw new Error(`unknown space ${id}`);
  return s;
}

export const isPort = (r: Rules, id: SpaceId): boolean => (r.links.get(id) ?? []).some((l) => l.kind === 'maritime' || l.kind === 'trans-mediterranean');
