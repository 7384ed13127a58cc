/**
 * The game tables (`successors T.*`), all lost in extraction except the movement table (9.2),
 * and small pure look-ups over them. Rules code reads only these look-ups, so a published
 * table replaces ours without touching the rules.
 *
 * What fixes each table is listed in decisions.md (Tables) and checked by
 * test/data-tables.test.ts against every worked example of the rulebook.
 */
import type { AttritionResult, AttritionTable, BattleTable, MovementTable, SeniorityList, SiegeTable, UnrestTable } from './types.ts';

// --- Battle (successors 12.5, 13.5) -----------------------------------------------------------

const BATTLE_MAX_STRENGTH = 24;

/**
 * score = ⌊0.8·(roll − 2) + 0.5·strength − 3.25⌋, at least 0. The only two points the text
 * gives (12.5: strength 8 and roll 7 → 4; strength 5 and roll 12 → 7) fix the slopes to a
 * narrow band; we take a roll worth a little less than one score point per pip and two
 * strength points per score point, so that numbers beat luck only at 2:1 (decisions.md).
 */
function battleCell(strength: number, roll: number): number {
  return Math.max(0, Math.floor(0.8 * (roll - 2) + 0.5 * strength - 3.25));
}

export const BATTLE_TABLE: BattleTable = {
  columns: Array.from({ length: BATTLE_MAX_STRENGTH + 1 }, (_, s) => s),
  scores: Array.from({ length: BATTLE_MAX_STRENGTH + 1 }, (_, s) => Array.from({ length: 11 }, (_, r) => battleCell(s, r + 2))),
  reconstructed: true,
  source: 'successors T.BATTLE lost; fitted to the 12.5 example (8 & 7 → 4, 5 & 12 → 7), see decisions.md',
};

/** Column index for a battle strength (successors 12.5): above the last column, the last. */
export function battleColumn(strength: number, table: BattleTable = BATTLE_TABLE): number {
  let c = 0;
  for (let i = 0; i < table.columns.length; i++) if (strength >= (table.columns[i] ?? Infinity)) c = i;
  return c;
}

/**
 * The battle dice after the commander's battle value (successors 12.6): each die below the
 * value is raised to it. With no general (8.2: CUs without a general get no benefit) pass 0.
 */
export function modifiedBattleDice(d1: number, d2: number, battleValue: number): [number, number] {
  return [Math.max(d1, battleValue), Math.max(d2, battleValue)];
}

/** Battle score (successors 12.5) for a strength and a (modified) 2d6 total. */
export function battleScore(strength: number, roll: number, table: BattleTable = BATTLE_TABLE): number {
  const r = Math.min(12, Math.max(2, roll));
  return table.scores[battleColumn(strength, table)]?.[r - 2] ?? 0;
}

/** A modified roll of 9 calls for a Leader Loss Check (successors 12.10). */
export const LEADER_LOSS_ROLL = 9;

// --- Attrition (successors 12.8) --------------------------------------------------------------

/** Fraction of the CUs lost per d6 (1 → none … 6 → half). */
const ATTRITION_RATE = [0, 0.1, 0.2, 0.3, 0.4, 0.5];
const ATTRITION_COLUMNS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20];

export const ATTRITION_TABLE: AttritionTable = {
  columns: ATTRITION_COLUMNS,
  results: ATTRITION_COLUMNS.map((n) =>
    ATTRITION_RATE.map((rate, i): AttritionResult => {
      // At least one loss on a 6 (the worst roll always hurts), never more than the column.
      const losses = Math.min(n, Math.max(i === 5 ? 1 : 0, Math.round(n * rate)));
      // "e": one of the losses must be an elephant on a 5 or 6 of a column of 3+ (12.8).
      return { losses, elephant: losses > 0 && n >= 3 && i >= 4 };
    }),
  ),
  reconstructed: true,
  source: 'successors T.ATTRITION lost; d6 × CU count, "e" for elephants (12.8), column "2" for ambushes (9.12): ours, see decisions.md',
};

/** Attrition for `cus` CUs and a d6 (successors 12.8). Hostile spaces use cus = 2 (9.12). */
export function attrition(cus: number, die: number, table: AttritionTable = ATTRITION_TABLE): AttritionResult {
  if (cus <= 0) return { losses: 0, elephant: false };
  let c = 0;
  for (let i = 0; i < table.columns.length; i++) if (cus >= (table.columns[i] ?? Infinity)) c = i;
  const r = table.results[c]?.[Math.min(6, Math.max(1, die)) - 1] ?? { losses: 0, elephant: false };
  return { losses: Math.min(cus, r.losses), elephant: r.elephant };
}

/** The attrition column of hostile spaces (successors 9.12). */
export const AMBUSH_COLUMN = 2;

// --- Siege (successors 15.1.2, 15.2, 15.4) ----------------------------------------------------

export const SIEGE_TABLE: SiegeTable = {
  min: 0,
  max: 9,
  results: [
    { points: 0, losses: 2 }, // 0 (a 1 with −1)
    { points: 0, losses: 1 }, // 1
    { points: 0, losses: 1 }, // 2
    { points: 1, losses: 1 }, // 3 — the "1/1" of the 15.1.2 example
    { points: 1, losses: 0 }, // 4
    { points: 1, losses: 0 }, // 5
    { points: 2, losses: 0 }, // 6
    { points: 2, losses: 0 }, // 7 (a 6 with the Helepolis +1)
    { points: 3, losses: 0 }, // 8
    { points: 3, losses: 0 }, // 9 (a 6 with Traitor inside City +3)
  ],
  reconstructed: true,
  source: 'successors T.SIEGE lost; "points/losses" (15.1.2, example 1/1), modifiers 15.2 (−1 port without fleet, +1 #14, +3 #49): ours, see decisions.md',
};

/** Siege result for a modified d6 (successors 15.1.2): rolls outside the table are clamped. */
export function siegeResult(modifiedRoll: number, table: SiegeTable = SIEGE_TABLE): { points: number; losses: number } {
  const r = Math.min(table.max, Math.max(table.min, modifiedRoll));
  return table.results[r - table.min] ?? { points: 0, losses: 0 };
}

/** Siege roll modifiers (successors 15.2). */
export const SIEGE_MODIFIERS = { portWithoutFleet: -1, helepolis: 1, traitor: 3 } as const;

// --- Unrest (successors 7.8) ------------------------------------------------------------------

export const UNREST_TABLE: UnrestTable = {
  rows: [
    { kind: 'provinces', provinces: ['crete', 'cyprus'] }, // 2
    { kind: 'provinces', provinces: ['cyrene', 'libya'] }, // 3
    { kind: 'provinces', provinces: ['greece', 'thessaly'] }, // 4
    { kind: 'provinces', provinces: ['thrace', 'triballi'] }, // 5
    { kind: 'provinces', provinces: ['cappadocia', 'paphlagonia'] }, // 6
    { kind: 'armenia-and-reroll' }, // 7 (successors 7.8)
    { kind: 'provinces', provinces: ['media', 'parthia'] }, // 8
    { kind: 'provinces', provinces: ['persis', 'susiana'] }, // 9
    { kind: 'provinces', provinces: ['lycia', 'cilicia'] }, // 10
    { kind: 'provinces', provinces: ['dardani', 'epirus'] }, // 11
    { kind: 'provinces', provinces: ['arabia', 'egypt'] }, // 12
  ],
  reconstructed: true,
  source: 'successors T.UNREST lost; 7 = Armenia and roll again (7.8, fixed); the other rows pair the restless edges of the empire (ours)',
};

export function unrestRow(roll: number, table: UnrestTable = UNREST_TABLE): UnrestTable['rows'][number] {
  const row = table.rows[Math.min(12, Math.max(2, roll)) - 2];
  if (!row) throw new Error(`unrest table has no row ${roll}`);
  return row;
}

/** Unrest markers (successors 7.8): 3 in major cities and fortresses, 1 elsewhere. */
export const UNREST_MARKER = { strong: 3, weak: 1 } as const;

// --- Movement allowance (successors 9.2) ------------------------------------------------------

/**
 * The printed table gives initiative 4 with a roll of 4 → 4 MP; the text (below the roll 4,
 * equal 3, above 2) gives 3. We follow the text (decisions.md, Rulings): its rule is stated
 * three times and its example agrees; the printed row breaks the pattern of the two others.
 */
export const MOVEMENT_TABLE: MovementTable = {
  allowance: {
    2: [2, 3, 4, 4, 4, 4],
    3: [2, 2, 3, 4, 4, 4],
    4: [2, 2, 2, 3, 4, 4],
  },
  reconstructed: false,
  source: 'successors 9.2 (table and text; the initiative-4 row corrected to the text at roll 4)',
};

/** The table as printed in the seed, kept for the record (successors 9.2). */
export const MOVEMENT_TABLE_AS_PRINTED: Readonly<Record<number, readonly number[]>> = {
  2: [2, 3, 4, 4, 4, 4],
  3: [2, 2, 3, 4, 4, 4],
  4: [2, 2, 2, 4, 4, 4],
};

/** Movement allowance (successors 9.2): initiative below the die 4 MP, equal 3, above 2. */
export function movementAllowance(initiative: number, die: number, table: MovementTable = MOVEMENT_TABLE): number {
  const row = table.allowance[initiative];
  const v = row?.[die - 1];
  if (v !== undefined) return v;
  return initiative < die ? 4 : initiative === die ? 3 : 2;
}

/** Independent armies move 3 MP when activated (successors 16.3). */
export const INDEPENDENT_ARMY_MP = 3;
/** Avoid battle moves 2 MP (successors 11.1). */
export const AVOID_BATTLE_MP = 2;
/** Interception and avoidance −1 into a transit point (successors 10.2, 11.1, ED.7). */
export const TRANSIT_ROLL_MODIFIER = -1;

// --- Elephants, overruns, leader loss (successors 14.1, 9.6, 12.10, 9.9) ----------------------

/** An elephant CU's strength for a d6 (successors 14.1): die − 2, never below 0. */
export function elephantStrength(die: number): number {
  return Math.max(0, die - 2);
}

/** An army overruns when it has at least 5 CUs per defending CU (successors 9.6). */
export function overruns(attackerCus: number, defenderCus: number): boolean {
  return defenderCus > 0 && attackerCus >= 5 * defenderCus;
}

/** Leader Loss Check (successors 12.10): a winner or a draw dies on 6, a loser on 5–6. */
export function leaderDies(die: number, lost: boolean): boolean {
  return lost ? die >= 5 : die >= 6;
}

/** A lone general caught by an enemy army (successors 9.9): dies on 5–6, else dispersed. */
export function loneGeneralDies(die: number): boolean {
  return die >= 5;
}

/** The winner loses no CU when his score is at least double the loser's (successors 12.7). */
export function winnerLosses(winnerScore: number, loserScore: number): number {
  return winnerScore >= 2 * loserScore ? 0 : 1;
}

// --- Seniority (successors 4.1, 5.2, 20.3) ----------------------------------------------------

export const SENIORITY: SeniorityList = {
  order: ['perdiccas', 'craterus', 'antipater', 'polyperchon', 'leonnatus', 'ptolemy', 'antigonus', 'lysimachus', 'peithon', 'seleucus', 'eumenes', 'demetrius'],
  reconstructed: true,
  source: 'successors T.SENIORITY lost; ours: standing at Babylon in 323 BC (chiliarch, then the great marshals, then the bodyguards, then the younger men)',
};

/** Seniority rank of a general: 0 is the most senior; unknown generals come last. */
export function seniority(general: string, list: SeniorityList = SENIORITY): number {
  const i = list.order.indexOf(general);
  return i < 0 ? list.order.length : i;
}
