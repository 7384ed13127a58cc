import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createGame, Dice, rngFromSeed, waitingOn } from '@diadochi/kernel';
import type { Problem } from '@diadochi/kernel';
import type { Insertable, Updateable } from 'kysely';
import type { User } from '../accounts.ts';
import type { BusEvent } from '../bus.ts';
import type { GamesTable, SeatsTable } from '../db/schema.ts';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { Adjudication } from './adjudication.ts';
import { reliabilityPercent } from './attendance.ts';
import { seatPlayers } from './assign.ts';
import type { Candidate } from './assign.ts';
import type { JudgeCore } from './judge-core.ts';
import { reminderFields } from './reminders.ts';
import { boundedOptions, checkOptions, checkSettings, settingsOf, stepLength } from './settings.ts';
import type { CreateGameInput } from './settings.ts';
import type { Trx } from './store-games.ts';
import { coreOf, loadSession, settingsOfRow } from './store.ts';
import type { GameRow } from './store.ts';

/** A game from creation to its start or cancellation: who joins, who leaves, who gets which seat. */
export class Lifecycle {
  constructor(
    private readonly c: JudgeCore,
    private readonly adjudication: Adjudication,
  ) {}

  async create(user: User, input: CreateGameInput, fixedId?: string, practice = false): Promise<string> {
    const c = this.c;
    const def = c.defs.get(input.ruleset);
    if (!def) throw new HttpError(422, 'unknown-ruleset', `No ruleset ${input.ruleset} on this server.`);
    let options: Record<string, unknown> = { ...(input.options ?? {}) };
    if (input.players !== undefined && !('players' in options)) options = { ...options, players: input.players };
    const capped = checkOptions(def, options);
    if (capped.length > 0) throw new HttpError(422, 'options-over-cap', 'The game options ask for more than this server hosts.', capped);
    const badSettings = checkSettings(input);
    if (badSettings.length > 0) throw new HttpError(422, 'invalid-settings', 'The game settings are out of the range this server hosts.', badSettings);
    options = boundedOptions(def, options);
    const seed = c.o.seeds?.() ?? randomBytes(32).toString('hex');
    const created = createGame(def, { options, seed });
    if (!created.ok) throw new HttpError(422, 'invalid-options', 'The game options are not valid for this ruleset.', created.error);
    const session = created.value;
    if (input.players !== undefined && session.players.length !== input.players) {
      throw new HttpError(422, 'invalid-options', `These options give ${session.players.length} seats, not ${input.players}.`);
    }
    const botLevels = this.botLevels(def.id, session.players, input.botLevels);
    const settings = { ...settingsOf(input), ...(practice ? { practice: true } : {}), ...(botLevels ? { botLevels } : {}) };
    // Issue 17 item 12: the creator is seated as he creates (unless he only referees), with his ranking.
    if (input.play) {
      const bad = input.preferences.filter((p) => !session.players.includes(p));
      if (bad.length > 0 || new Set(input.preferences).size !== input.preferences.length) {
        throw new HttpError(422, 'bad-preferences', `Preferences must rank distinct powers of this game (${session.players.join(', ')}).`);
      }
      if (settings.press.moderated) throw conflict('referee-cannot-play', 'The referee of a game with moderated press cannot take a seat in it.');
    }
    const id = fixedId ?? randomUUID();
    const now = c.now();
    await c.store.tx(async (trx) => {
      await c.store.insertGame(
        trx,
        {
          id,
          ruleset: def.id,
          title: input.title ?? def.title,
          gm_id: user.id,
          status: 'forming',
          settings: JSON.stringify(settings),
          seats_count: session.players.length,
          commitment: session.commitment,
          session: JSON.stringify(coreOf(session)),
          step: 0,
          phase: waitingOn(def, session).pending?.phase ?? null,
          deadline_at: null,
          paused_left: null,
          grace_used: 0,
          reminded: 0,
          remind_at: null,
          all_ready: 0,
          assignment: null,
          result: null,
          version: 1,
          created_at: now,
          started_at: null,
          ended_at: null,
          humans_out: null,
          // A private game's link token: 144 random bits (issue 17 item 12).
          invite: input.private ? randomBytes(18).toString('base64url') : null,
        },
        { game_id: id, step: 0, phase: 'setup', entry: JSON.stringify(session.record[0]), resolved_at: now },
      );
      if (input.play) await c.store.addMember(trx, { game_id: id, user_id: user.id, preferences: JSON.stringify(input.preferences), joined_at: now });
    });
    if (input.play && settings.autoStart !== null && settings.autoStart <= 1) await this.start(null, id);
    return id;
  }

  /**
   * Each seat's bot level (issue 20 item 5): the ones asked, checked against the game's seats and
   * the ruleset's levels, the best level for the others. Undefined when there is nothing to
   * store (a ruleset without levels, none asked): its bots are the host's default.
   */
  private botLevels(ruleset: string, players: readonly string[], asked: Record<string, string> | undefined): Record<string, string> | undefined {
    const names = this.c.levelNames(ruleset);
    const problems: Problem[] = [];
    for (const [power, level] of Object.entries(asked ?? {})) {
      if (!players.includes(power)) problems.push({ code: 'unknown-seat', message: `This game has no seat ${power}.`, path: ['botLevels', power], data: { seats: [...players] } });
      else if (!names.includes(level)) problems.push({ code: 'unknown-bot-level', message: `No bot level ${level} for this ruleset.`, path: ['botLevels', power], data: { levels: names } });
    }
    if (problems.length > 0) throw new HttpError(422, 'bad-bot-levels', `Bot levels must name seats of this game and levels of this ruleset (${names.join(', ')}).`, problems);
    const best = this.c.bestLevel(ruleset);
    const levels = Object.fromEntries(players.flatMap((p) => {
      const level = asked?.[p] ?? best;
      return level ? [[p, level] as const] : [];
    }));
    return Object.keys(levels).length > 0 ? levels : undefined;
  }

  /**
   * Whether `user` may know of this game (issue 17 item 12): every public game; a private one
   * only to its referee, its members and players, admins, and whoever brings its link's token.
   */
  async mayKnow(row: GameRow, user: User | null, invite: string | undefined): Promise<boolean> {
    if (row.invite === null) return true;
    if (invite !== undefined && invite.length === row.invite.length && timingSafeEqual(Buffer.from(invite), Buffer.from(row.invite))) return true;
    if (!user) return false;
    if (user.role === 'admin' || row.gm_id === user.id) return true;
    const v = await this.c.viewerOf(user, row);
    return v.isMember;
  }

  private checkPreferences(row: GameRow, prefs: string[]): void {
    const powers = (JSON.parse(row.session) as { players: string[] }).players;
    const bad = prefs.filter((p) => !powers.includes(p));
    if (bad.length > 0 || new Set(prefs).size !== prefs.length) {
      throw new HttpError(422, 'bad-preferences', `Preferences must rank distinct powers of this game (${powers.join(', ')}).`);
    }
  }

  async join(user: User, gameId: string, preferences: string[]): Promise<void> {
    const { store } = this.c;
    const autostart = await store.tx(async (trx) => {
      const row = await store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      if (row.status !== 'forming') throw conflict('not-forming', 'The game has already started.');
      this.checkPreferences(row, preferences);
      const settings = settingsOfRow(row);
      if (settings.press.moderated && row.gm_id === user.id) {
        throw conflict('referee-cannot-play', 'The referee of a game with moderated press cannot take a seat in it.');
      }
      const members = await store.members(trx, gameId);
      if (members.some((m) => m.user_id === user.id)) throw conflict('already-joined', 'You have already joined this game.');
      if (settings.minReliability) await this.checkReliability(trx, user, settings.minReliability);
      if (members.length >= row.seats_count) throw conflict('game-full', 'Every seat is taken.');
      // Strictly increasing within a game, so the order of joining is never a tie.
      const joinedAt = Math.max(this.c.now(), ...members.map((m) => m.joined_at + 1));
      await store.addMember(trx, { game_id: gameId, user_id: user.id, preferences: JSON.stringify(preferences), joined_at: joinedAt });
      await store.saveGame(trx, row, {});
      return settings.autoStart !== null && members.length + 1 >= settings.autoStart;
    });
    await this.c.publish([{ kind: 'game', gameId, change: 'joined' }]);
    if (autostart) await this.start(null, gameId);
  }

  /**
   * Issue 21 item 4: a game may ask a reliability to join, the percent of phases sent over all of
   * a player's games. A player with no phase yet counts as reliable (a newcomer may join).
   */
  private async checkReliability(trx: Trx, user: User, min: number): Promise<void> {
    const { due, missed } = await this.c.store.phasesOf(trx, user.id);
    const percent = reliabilityPercent(due, missed);
    if (percent !== null && percent < min) {
      throw new HttpError(403, 'reliability-too-low', `This game asks a reliability of ${min} %; yours is ${percent} %.`, [
        { code: 'reliability-too-low', message: `Reliability ${percent} % is below ${min} %.`, data: { required: min, yours: percent } },
      ]);
    }
  }

  async setPreferences(user: User, gameId: string, preferences: string[]): Promise<void> {
    const { store } = this.c;
    await store.tx(async (trx) => {
      const row = await store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      if (row.status !== 'forming') throw conflict('not-forming', 'Seats are already assigned.');
      this.checkPreferences(row, preferences);
      if (!(await store.setPreferences(trx, gameId, user.id, JSON.stringify(preferences)))) throw conflict('not-joined', 'Join the game first.');
    });
  }

  async leave(user: User, gameId: string): Promise<void> {
    const { store } = this.c;
    await store.tx(async (trx) => {
      const row = await store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      if (row.status !== 'forming') throw conflict('not-forming', 'You can only leave a game before it starts.');
      if (!(await store.removeMember(trx, gameId, user.id))) throw conflict('not-joined', 'You have not joined this game.');
      await store.saveGame(trx, row, {});
    });
    await this.c.publish([{ kind: 'game', gameId, change: 'left' }]);
  }

  /** Assigns seats (preferences or lot), seats bots or the no-orders rule in the empty ones, starts the clock. `by` null: automatic start. */
  async start(by: User | null, gameId: string): Promise<void> {
    const c = this.c;
    const { store } = c;
    const events = await store.tx(async (trx) => {
      const row = await store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      if (by) c.requireManager(await c.viewerOf(by, row, trx));
      if (row.status !== 'forming') {
        if (!by) return [];
        throw conflict('not-forming', 'The game has already started.');
      }
      const members = await store.membersInOrder(trx, gameId);
      const settings = settingsOfRow(row);
      // With bots in the empty seats a referee may start a game nobody joined: bots play it to its end.
      if (members.length === 0 && settings.emptySeats !== 'bot') throw conflict('no-players', 'Nobody has joined yet, and the empty seats would only follow the no-orders rule.');
      if (settings.press.moderated && members.some((m) => m.user_id === row.gm_id)) {
        throw conflict('referee-cannot-play', 'The referee of a game with moderated press cannot take a seat in it.');
      }
      const def = c.def(row.ruleset);
      const { session } = await loadSession(trx, c.records, row);
      // The lot for seats uses its own generator derived from the secret seed: checkable once it is revealed.
      const dice = new Dice(rngFromSeed(`seats:${session.seed}`));
      const candidates: Candidate[] = members.map((m) => ({ userId: m.user_id, preferences: JSON.parse(m.preferences) as string[] }));
      const given = seatPlayers(def, candidates, session.players, settings.assignment, dice);
      const seats: Insertable<SeatsTable>[] = session.players.map((power) => ({
        game_id: gameId,
        power,
        user_id: given[power] ?? null,
        controller: given[power] ? 'human' : settings.emptySeats,
        bot_level: !given[power] && settings.emptySeats === 'bot' ? (settings.botLevels?.[power] ?? null) : null,
      }));
      if (seats.every((s) => s.controller !== 'human') && by?.role !== 'admin') await this.checkBotQuota(trx, row.gm_id);
      await store.insertSeats(trx, seats);
      const assignment = { method: settings.assignment, lots: dice.rolls.map((r) => ({ what: r.what, result: r.result })) };
      const now = c.now();
      // The bots' decisions and any bot-only steps are settled after this commit, off the event
      // loop and in slices (`settleInLane`): the start itself does no engine work.
      const pending = waitingOn(def, session).pending;
      const clock: Updateable<GamesTable> = pending
        ? (() => {
            const deadline = now + stepLength(settings, pending);
            return { deadline_at: deadline, grace_used: 0, ...reminderFields(settings, deadline, now, 0) };
          })()
        : { status: 'over', ended_at: now, result: JSON.stringify(def.result(session.state)) };
      await store.saveGame(trx, row, {
        status: 'running',
        started_at: now,
        assignment: JSON.stringify(assignment),
        phase: pending?.phase ?? null,
        // Seats without a human are always ready: the scheduler settles them if this request cannot.
        all_ready: pending && pending.players.every((p) => seats.find((s) => s.power === p)?.controller !== 'human') ? 1 : 0,
        ...clock,
      });
      return [{ kind: 'game', gameId, change: 'started' } as BusEvent];
    });
    await c.publish(events);
    if (events.length > 0) await c.inLane(gameId, () => this.adjudication.settleInLane(gameId));
  }

  /**
   * Games without a human seat cost engine time and nobody's attention: a user may have
   * `botGamesRunning` of them under way and start `botGamesPerHour` an hour (admins: no quota).
   */
  private async checkBotQuota(trx: Trx, gmId: string): Promise<void> {
    const { store, limits } = this.c;
    const running = await store.botOnlyGames(trx, gmId, { running: true });
    if (running >= limits.botGamesRunning) {
      throw new HttpError(429, 'bot-games-quota', `You already have ${running} games played by bots alone under way (at most ${limits.botGamesRunning}).`);
    }
    const lastHour = await store.botOnlyGames(trx, gmId, { since: this.c.now() - 3600_000 });
    if (lastHour >= limits.botGamesPerHour) {
      throw new HttpError(429, 'bot-games-quota', `You started ${lastHour} games played by bots alone in the last hour (at most ${limits.botGamesPerHour}).`);
    }
  }

  async cancel(by: User, gameId: string): Promise<void> {
    const c = this.c;
    await c.store.tx(async (trx) => {
      const row = await c.store.lockGame(trx, gameId);
      if (!row) throw notFound('No such game.');
      const v = await c.viewerOf(by, row, trx);
      c.requireManager(v);
      if (row.status === 'over' || row.status === 'cancelled') throw conflict('finished', 'The game is already finished.');
      if (row.status !== 'forming' && !v.isAdmin) throw forbidden('Only an admin may cancel a game that has started.');
      await c.store.saveGame(trx, row, { status: 'cancelled', deadline_at: null, remind_at: null, all_ready: 0, ended_at: c.now() });
    });
    await c.publish([{ kind: 'game', gameId, change: 'cancelled' }]);
  }
}
