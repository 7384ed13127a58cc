import { describe, expect, it } from 'vitest';
import { decisionSender } from '../src/boards/sender.ts';

/** A decision the judge answers when `answer` is called. */
function judge() {
  const sent: string[] = [];
  let answer: (err?: Error) => void = () => undefined;
  const decide = (d: string) =>
    new Promise<void>((ok, ko) => {
      sent.push(d);
      answer = (err) => (err ? ko(err) : ok());
    });
  return { sent, decide, answer: (err?: Error) => answer(err) };
}

describe('a board sends one decision per view (the stale second click seen in CI on the Syracuse board)', () => {
  it('refuses a second decision while the first is on its way, and after it until the next view', async () => {
    const j = judge();
    const s = decisionSender(j.decide);
    const first = s.send('pass');
    expect(s.busy()).toBe(true);
    expect(await s.send('pass again')).toBe('');
    j.answer();
    expect(await first).toBe('');
    // accepted: the view on screen is answered, its choices stay off until a new one arrives
    expect(s.busy()).toBe(true);
    await s.send('too late');
    expect(j.sent).toEqual(['pass']);
    s.fresh();
    expect(s.busy()).toBe(false);
    const second = s.send('move');
    j.answer();
    expect(await second).toBe('');
    expect(j.sent).toEqual(['pass', 'move']);
  });

  it('a refused decision leaves the view open, with the refusal as its problem', async () => {
    const j = judge();
    const s = decisionSender(j.decide);
    const p = s.send('bad');
    j.answer(new Error('The destination is not next to the unit.'));
    expect(await p).toBe('The destination is not next to the unit.');
    expect(s.busy()).toBe(false);
  });

  it('a local game hands over its next view inside the decision: that view is open at once', async () => {
    let s: ReturnType<typeof decisionSender<string>> | null = null;
    s = decisionSender(async () => s!.fresh());
    expect(await s.send('end')).toBe('');
    expect(s.busy()).toBe(false);
  });
});
