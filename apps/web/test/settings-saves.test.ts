import { describe, expect, it } from 'vitest';
import { orderedSaves } from '../src/pages/settings-store.ts';

/** A save the test answers by hand, to put the answers in any order. */
function server() {
  const sent: { patch: string; answer: (s: string) => void; refuse: (e: Error) => void }[] = [];
  const send = (patch: string) =>
    new Promise<string>((answer, refuse) => {
      sent.push({ patch, answer, refuse });
    });
  return { sent, send };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the settings page saves one at a time and draws only the last answer', () => {
  it('sends a click made during the page\'s own save only after that save\'s answer, and draws once, from the click\'s answer', async () => {
    const { sent, send } = server();
    const kept: string[] = [];
    const drawn: string[] = [];
    let current = 'first';
    const save = orderedSaves(send, (s: string) => { current = s; kept.push(s); }, () => drawn.push(current));
    const zone = save('zone');
    const click = save('results-email');
    await tick();
    // The click's save waits for the zone's answer.
    expect(sent.map((s) => s.patch)).toEqual(['zone']);
    sent[0]!.answer('zone-set');
    await zone;
    await tick();
    // The zone's answer is kept but not drawn: it predates the click, whose box must stay ticked.
    expect(kept).toEqual(['zone-set']);
    expect(drawn).toEqual([]);
    expect(sent.map((s) => s.patch)).toEqual(['zone', 'results-email']);
    sent[1]!.answer('zone-set+results-email');
    await click;
    expect(drawn).toEqual(['zone-set+results-email']);
  });

  it('on a refusal goes on with the next save, and draws what the server holds once none is left', async () => {
    const { sent, send } = server();
    const drawn: string[] = [];
    let current = 'first';
    const save = orderedSaves(send, (s: string) => (current = s), () => drawn.push(current));
    const bad = save('bad');
    const good = save('good');
    await tick();
    sent[0]!.refuse(new Error('refused'));
    await expect(bad).rejects.toThrow('refused');
    await tick();
    expect(drawn).toEqual([]);
    sent[1]!.answer('good-set');
    await expect(good).resolves.toBe('good-set');
    expect(drawn).toEqual(['good-set']);
    // A lone refusal draws the switches back to the server's settings.
    const alone = save('bad-again');
    await tick();
    sent[2]!.refuse(new Error('refused'));
    await expect(alone).rejects.toThrow('refused');
    expect(drawn).toEqual(['good-set', 'good-set']);
  });
});
