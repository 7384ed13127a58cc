import { randomUUID } from 'node:crypto';
import type { GameResult, PlayerId } from '@diadochi/kernel';
import type { Selectable } from 'kysely';
import type { User } from '../accounts.ts';
import type { VoteKind, VoteView, VotesView } from '../api.ts';
import type { GameVotesTable } from '../db/schema.ts';
import { conflict, HttpError, notFound } from '../http/errors.ts';
import type { JudgeCore } from './judge-core.ts';
import type { GameRow, SeatRow } from './store.ts';
import type { Trx } from './store-games.ts';
import { reminderFields } from './reminders.ts';
import { settingsOfRow } from './store.ts';

type VoteRow = Selectable<GameVotesTable>;

/**
 * Which agreed ends a ruleset offers (issue 21 item 5; docs/API.md "Votes", decisions there):
 * - `classic`: draw and concession, the Diplomacy judges' custom (a draw includes all survivors);
 * - `diadokhoi`: draw — "a shared victory … by voting a draw (draw including all survivors)"
 *   (`diadokhoi §4.5.2`), here secret and unanimous — and concession;
 * - `diadoques`: concession only; its shared victory is the rulebook's own rule (`diadoques §3.8`,
 *   no prestige changing hands for two years) and its marginal victory a vote in the orders
 *   (`§3.7`): neither is replaced by a judge's draw;
 * - `syracuse` (two players), `successors`, `phalanxx`: concession only, their rulebooks end a game by
 *   victory points or a side's collapse and know no draw.
 * A ruleset the table does not name (a test game) offers both.
 */
const OFFERED: Record<string, VoteKind[]> = {
  classic: ['draw', 'concede'],
  diadokhoi: ['draw', 'concede'],
  diadoques: ['concede'],
  syracuse: ['concede'],
  successors: ['concede'],
  phalanxx: ['concede'],
};
const OFFERED_DEFAULT: VoteKind[] = ['draw', 'concede'];

/** Every ruleset offers the pause by vote (and its resume): it is the judge's clock, not the rules'. */
export function votesOffered(ruleset: string): VoteKind[] {
  return [...(OFFERED[ruleset] ?? OFFERED_DEFAULT), 'pause', 'resume'];
}

/**
 * Issue 21 item 3, pause by vote: the longest pause a vote may give, and the shortest. 14 days,
 * as a vacation's cap per game: longer, and a game of absent players should rather be replaced.
 */
export const PAUSE_SECONDS = { min: 3600, max: 14 * 24 * 3600 } as const;

/** The pause and resume votes pass by a strict majority of the voters; the agreed ends only by all. */
const byMajority = (kind: VoteKind) => kind === 'pause' || kind === 'resume';

/** How long a vote stays open: two phases of the game's pace, at least 5 minutes and at most 14 days. */
export function voteWindowMs(row: GameRow): number {
  const phase = settingsOfRow(row).deadlines.default * 1000;
  return Math.min(14 * 24 * 3600_000, Math.max(5 * 60_000, 2 * phase));
}

const unprocessable = (code: string, message: string) => new HttpError(422, code, message);

/** A vote as stored, with its status as of `now` (an open vote past its window has expired; one of an ended game is void). */
function statusOf(v: VoteRow, row: GameRow, now: number): VoteRow['status'] {
  if (v.status !== 'open') return v.status;
  if (row.status !== 'running' && row.status !== 'paused') return 'void';
  return v.closes_at <= now ? 'expired' : 'open';
}

/**
 * Secret votes on how a game ends (issue 21 item 5): a draw shared by all survivors, or a
 * concession to a named power. Every human seat of a surviving power votes (for a concession,
 * all but the power conceded to); it passes only when all say yes, and ends the game with the
 * agreed result (ratings read it as any other result). Nobody learns another's answer, before
 * or after: the API gives the number of ballots cast, the caller's own, and the outcome.
 */
export class Votes {
  constructor(private readonly c: JudgeCore) {}

  private async voterPower(by: User, row: GameRow, trx: Trx): Promise<PlayerId> {
    const v = await this.c.viewerOf(by, row, trx);
    if (v.power === null) throw new HttpError(403, 'not-a-player', 'Only a seated player may vote.');
    return v.power;
  }

  /** Surviving powers, and those of them a human plays. */
  private survivors(row: GameRow, seats: SeatRow[]): { all: PlayerId[]; humans: PlayerId[] } {
    const def = this.c.def(row.ruleset);
    const state = (JSON.parse(row.session) as { state: unknown }).state;
    const out = new Set(def.eliminated?.(state) ?? []);
    const all = seats.map((s) => s.power).filter((p) => !out.has(p));
    return { all, humans: seats.filter((s) => s.controller === 'human' && s.user_id !== null && !out.has(s.power)).map((s) => s.power) };
  }

  async propose(by: User, gameId: string, kind: VoteKind, target: PlayerId | null, seconds: number | null = null): Promise<void> {
    const c = this.c;
    await c.store.tx(async (trx) => {
      const row = await c.store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      const power = await this.voterPower(by, row, trx);
      if (row.status !== 'running' && row.status !== 'paused') throw conflict('not-running', `The game is ${row.status}.`);
      if (!votesOffered(row.ruleset).includes(kind)) throw unprocessable('vote-not-offered', `This game's rules offer no ${kind} vote.`);
      const now = c.now();
      if (kind === 'pause') {
        if (row.status !== 'running') throw conflict('not-running', 'Only a running game can be paused.');
        if (seconds === null || !Number.isInteger(seconds) || seconds < PAUSE_SECONDS.min || seconds > PAUSE_SECONDS.max) {
          throw unprocessable('pause-out-of-range', `A pause lasts from ${PAUSE_SECONDS.min} seconds to ${PAUSE_SECONDS.max} seconds (14 days).`);
        }
      } else seconds = null;
      if (kind === 'resume' && !(row.status === 'paused' && (await this.heldPause(trx, gameId, now)))) throw conflict('not-paused-by-vote', 'Only a pause the players voted can be ended by a vote.');
      const seats = await c.seats(row, trx);
      const { all, humans } = this.survivors(row, seats);
      if (!humans.includes(power)) throw new HttpError(403, 'not-a-voter', 'Only a surviving human player may propose or vote.');
      if (kind === 'concede') {
        if (target === null || !all.includes(target)) throw unprocessable('bad-concession', 'A concession names a surviving power of the game.');
        if (target === power) throw unprocessable('bad-concession', 'A player cannot concede to himself.');
      } else target = null;
      const open = await trx.selectFrom('game_votes').selectAll().where('game_id', '=', gameId).where('status', '=', 'open').execute();
      if (open.some((v) => statusOf(v, row, now) === 'open')) throw conflict('vote-open', 'A vote is already open in this game: answer it first.');
      const voters = humans.filter((p) => p !== target);
      const id = randomUUID();
      await trx
        .insertInto('game_votes')
        .values({ id, game_id: gameId, kind, target, seconds, proposer: power, voters: JSON.stringify(voters), status: 'open', opened_at: now, closes_at: now + voteWindowMs(row), decided_at: null })
        .execute();
      // Proposing is saying yes.
      await trx.insertInto('vote_ballots').values({ vote_id: id, power, yes: 1, cast_at: now }).execute();
      await this.decide(trx, row, id, now);
    });
    await c.publish([{ kind: 'game', gameId, change: 'vote' }]);
  }

  async ballot(by: User, gameId: string, voteId: string, yes: boolean): Promise<void> {
    const c = this.c;
    await c.store.tx(async (trx) => {
      const row = await c.store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      const power = await this.voterPower(by, row, trx);
      const vote = await trx.selectFrom('game_votes').selectAll().where('id', '=', voteId).where('game_id', '=', gameId).executeTakeFirst();
      if (!vote) throw notFound('No such vote.');
      const now = c.now();
      if (statusOf(vote, row, now) !== 'open') throw conflict('vote-closed', 'This vote is closed.');
      if (!(JSON.parse(vote.voters) as string[]).includes(power)) throw new HttpError(403, 'not-a-voter', 'This vote is not yours to answer.');
      const b = { vote_id: voteId, power, yes: yes ? 1 : 0, cast_at: now };
      await trx
        .insertInto('vote_ballots')
        .values(b)
        .onConflict((oc) => oc.columns(['vote_id', 'power']).doUpdateSet({ yes: b.yes, cast_at: now }))
        .execute();
      await this.decide(trx, row, voteId, now);
    });
    await c.publish([{ kind: 'game', gameId, change: 'vote' }]);
  }

  /** Every voter said yes: the game ends as agreed. Every voter answered and one said no: it failed (nobody learns who). */
  private async decide(trx: Trx, row: GameRow, voteId: string, now: number): Promise<void> {
    const vote = await trx.selectFrom('game_votes').selectAll().where('id', '=', voteId).executeTakeFirstOrThrow();
    const voters = JSON.parse(vote.voters) as string[];
    const ballots = await trx.selectFrom('vote_ballots').select(['power', 'yes']).where('vote_id', '=', voteId).execute();
    const cast = ballots.filter((b) => voters.includes(b.power));
    const yes = cast.filter((b) => b.yes === 1).length;
    let passed: boolean;
    if (byMajority(vote.kind)) {
      // Decided as soon as the majority is reached, or can no longer be.
      if (2 * yes > voters.length) passed = true;
      else if (2 * (voters.length - (cast.length - yes)) <= voters.length) passed = false;
      else return;
    } else {
      if (cast.length < voters.length) return;
      passed = yes === voters.length;
    }
    const endsAt = vote.kind === 'pause' && passed ? now + (vote.seconds ?? 0) * 1000 : null;
    await trx.updateTable('game_votes').set({ status: passed ? 'passed' : 'failed', decided_at: now, ends_at: endsAt }).where('id', '=', voteId).execute();
    if (!passed) return;
    if (vote.kind === 'pause') {
      // The clock stops with what was left of the phase, as the game master's pause.
      const left = Math.max(0, (row.deadline_at ?? now) - now);
      await this.c.store.saveGame(trx, row, { status: 'paused', paused_left: left, deadline_at: null, remind_at: null });
      return;
    }
    if (vote.kind === 'resume') {
      await this.giveClockBack(trx, row, now);
      return;
    }
    const seats = await this.c.seats(row, trx);
    const { all } = this.survivors(row, seats);
    const others = seats.map((s) => s.power).filter((p) => !all.includes(p));
    const result: GameResult =
      vote.kind === 'draw'
        ? { winners: all, ranking: [all, ...(others.length ? [others] : [])], reason: 'Draw agreed by the players: all survivors share the game.', why: { code: 'agreed-draw' } }
        : {
            winners: [vote.target!],
            ranking: [[vote.target!], ...(all.length > 1 ? [all.filter((p) => p !== vote.target)] : []), ...(others.length ? [others] : [])],
            reason: `Conceded by the players to ${vote.target}.`,
            why: { code: 'agreed-concession', data: { to: vote.target } },
          };
    await this.c.store.saveGame(trx, row, { status: 'over', deadline_at: null, remind_at: null, paused_left: null, all_ready: 0, ended_at: now, result: JSON.stringify(result) });
  }

  /** The pause vote holding the game's clock, if any. */
  private async heldPause(trx: Trx, gameId: string, now: number): Promise<VoteRow | undefined> {
    return trx.selectFrom('game_votes').selectAll().where('game_id', '=', gameId).where('kind', '=', 'pause').where('status', '=', 'passed').where('ends_at', '>', now).executeTakeFirst();
  }

  /** Ends the voted pause: the phase gets back what it had left; the pause vote is over. */
  private async giveClockBack(trx: Trx, row: GameRow, now: number): Promise<void> {
    await trx.updateTable('game_votes').set({ status: 'ended' }).where('game_id', '=', row.id).where('kind', '=', 'pause').where('status', '=', 'passed').execute();
    if (row.status !== 'paused' || row.humans_out !== null) return;
    const deadline = now + (row.paused_left ?? 0);
    await this.c.store.saveGame(trx, row, { status: 'running', paused_left: null, deadline_at: deadline, ...reminderFields(settingsOfRow(row), deadline, now, 0) });
  }

  /** The scheduler's pass: voted pauses whose time is up give the clock back. Returns how many. */
  async endPauses(): Promise<number> {
    const c = this.c;
    const now = c.now();
    const due = await c.db.selectFrom('game_votes').select(['game_id']).where('kind', '=', 'pause').where('status', '=', 'passed').where('ends_at', '<=', now).limit(50).execute();
    let ended = 0;
    for (const { game_id } of due) {
      const done = await c.store.tx(async (trx) => {
        const row = await c.store.lockGame(trx, game_id);
        if (!row) return false;
        await this.giveClockBack(trx, row, now);
        return true;
      });
      if (done) {
        ended++;
        await c.publish([{ kind: 'game', gameId: game_id, change: 'resumed' }]);
      }
    }
    return ended;
  }

  /** The game's votes as `viewer` may see them: outcomes and counts, and only his own answer. */
  async list(by: User | null, row: GameRow): Promise<VotesView> {
    const c = this.c;
    const v = await c.viewerOf(by, row);
    const now = c.now();
    const rows = await c.db.selectFrom('game_votes').selectAll().where('game_id', '=', row.id).orderBy('opened_at', 'desc').limit(20).execute();
    // The open one first (two votes may open in the same millisecond), then the newest.
    rows.sort((x, y) => Number(y.status === 'open') - Number(x.status === 'open') || y.opened_at - x.opened_at);
    const ids = rows.map((r) => r.id);
    const ballots = ids.length ? await c.db.selectFrom('vote_ballots').select(['vote_id', 'power', 'yes']).where('vote_id', 'in', ids).execute() : [];
    const votes: VoteView[] = rows.map((r) => {
      const voters = JSON.parse(r.voters) as string[];
      const status = statusOf(r, row, now);
      const mine = v.power !== null ? ballots.find((b) => b.vote_id === r.id && b.power === v.power) : undefined;
      return {
        id: r.id,
        kind: r.kind,
        ...(r.target !== null ? { to: r.target } : {}),
        ...(r.seconds !== null ? { seconds: r.seconds } : {}),
        ...(r.ends_at !== null ? { endsAt: r.ends_at } : {}),
        proposer: r.proposer,
        status,
        openedAt: r.opened_at,
        closesAt: r.closes_at,
        voters: voters.length,
        cast: ballots.filter((b) => b.vote_id === r.id && voters.includes(b.power)).length,
        mine: mine ? (mine.yes === 1 ? 'yes' : 'no') : null,
        canVote: status === 'open' && v.power !== null && voters.includes(v.power),
      };
    });
    return { offered: votesOffered(row.ruleset), votes };
  }
}
