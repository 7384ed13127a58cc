/**
 * Every word the Syracuse board shows, in the reader's language: names, events and prompts
 * come from the game's own catalogs (`syracuse.catalogs`, through the kernel's line helpers);
 * only the board's interface words (verbs on buttons, track labels) are the web client's keys.
 */
import { eventLine, nameLine, promptLine } from '@diadochi/kernel';
import type { GameEvent } from '@diadochi/kernel';
import { groupOf, map as syrMap, syracuse } from '@diadochi/syracuse';
import type { SyracuseView } from '@diadochi/syracuse';
import { lang, t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';

type Unit = SyracuseView['units'][number];

/** A name of the game's catalog (`place.T16`, `stratagem.S7`, `side.ath`…) in the reader's language. */
export const nm = (key: string, fallback?: string): string => nameLine(syracuse, key, lang(), fallback);
export const sideName = (side: string): string => nm(`side.${side}`);
export const placeName = (zone: string): string => nm(`place.${zone}`, zone);
export const leaderName = (id: string): string => nm(`leader.${id}`, id);
export const faceName = (face: string): string => nm(`stratagem.${face}`, face);
export const phaseLabel = (phase: string): string => nm(`phase.${phase}`, phase);
export const buildName = (id: string): string => nm(`build.${id}`, id);

/** A unit as a player reads it: `hoplites 3` (its kind and its current strength). */
export function unitName(u: Pick<Unit, 'type' | 'pf' | 'reduced'>): string {
  return `${nm(`type.${u.type}`, u.type)} ${u.pf}${u.reduced ? ` (${t('syr.reduced')})` : ''}`;
}

/** A piece (unit or leader) by id, from the view; a reinforcement group (the subject of `place`) by side, turn and leaders. */
export function pieceName(v: SyracuseView, id: string): string {
  const u = v.units.find((x) => x.id === id);
  if (u) return `${sideName(u.side)} — ${unitName(u)}`;
  if (groupOf(id)) return groupName(id);
  return leaderName(id);
}

/** A reinforcement group (`10.1.AR8`): `Athenian reinforcements of turn 8 (Demosthenes, Eurymedon)` (`syracuse 10.1`). */
export function groupName(id: string): string {
  const p = groupOf(id)!;
  const who = p.leaders.length ? ` (${p.leaders.map(leaderName).join(', ')})` : '';
  const side = nm(`side-adj.${p.side}`);
  return p.turn === undefined ? t('syr.groupOptional', { side, who }) : t('syr.groupOf', { side, turn: p.turn, who });
}

export function eventText(e: GameEvent): string {
  return eventLine(syracuse, e, lang());
}

/** The label of a verb on a button; the game's own verbs (`move`, `activate`, `play`…). */
export function verbLabel(verb: string): string {
  const key = `syr.verb.${verb}` as Key;
  const s = t(key);
  return s === key ? verb : s;
}

/** A target of a choice, in words: a zone's name, a stratagem, a works site, a number of AP… */
export function targetLabel(v: SyracuseView, verb: string, subject: string | undefined, target: string): string {
  if (/^(T\d+|M\d+|Catane)$/.test(target)) return placeName(target);
  const fort = /^(T\d+):fort$/.exec(target);
  if (fort) return t('syr.intoFort', { fort: nm(`fort.${syrMap.ZONE[fort[1]!]?.fort ?? ''}`, target) });
  if (verb === 'declare') return t('syr.apCount', { n: target });
  if (verb === 'advantage' || (verb === 'play' && subject === 'S25')) {
    if (target.startsWith('return:')) return t('syr.adv.return', { leader: leaderName(target.slice(7)) });
    if (/^S\d+$/.test(target)) return faceName(target);
    const key = `syr.adv.${target}` as Key;
    const s = t(key);
    return s === key ? target : s;
  }
  if (verb === 'build' || (verb === 'play' && (subject === 'S12' || subject === 'S13'))) return buildName(target);
  if (verb === 'keep' || verb === 'discard') return counterLabel(target);
  if (v.units.some((u) => u.id === target) || v.leaders.some((l) => l.id === target)) return pieceName(v, target);
  if (groupOf(target)) return groupName(target);
  if (/^S\d+$/.test(target)) return faceName(target);
  return nm(`build.${target}`, '') || t('syr.unknownChoice');
}

/** A stratagem counter (`c7`) named by its two faces. */
export function counterLabel(counter: string, faces?: { id: string }[]): string {
  const fs = faces ?? STRATAGEM_FACES[counter];
  return fs ? fs.map((f) => faceName(f.id)).join(' / ') : t('syr.hiddenCounter');
}

/** The faces of each counter, from the players' own hands as the view lists them (learnt as they are seen). */
const STRATAGEM_FACES: Record<string, { id: string }[]> = {};
export function learnFaces(v: SyracuseView): void {
  for (const c of v.hand ?? []) STRATAGEM_FACES[c.counter] = c.faces;
}

/**
 * The prompt of the step, written by the game's catalog from the typed prompt data the view
 * carries (`view.prompt`, made by the engine's `promptData` in `games/syracuse/src/prompt.ts`,
 * the same data the judge sends as `pending.promptData`): nothing is re-derived here.
 */
export function promptText(v: SyracuseView): string {
  const me = v.viewer ?? (v.step as { side?: string }).side ?? 'ath';
  return promptLine(syracuse, { mode: 'turn', players: [me], phase: v.step.k, promptData: v.prompt ?? {} }, lang());
}

/** What a stratagem does, for its card, from the game's catalog in the reader's language (`stratagem-text.S12`); null if the catalog has none. */
export function stratagemText(face: string): string | null {
  return nm(`stratagem-text.${face}`, '') || null;
}
