import { describe, expect, it } from 'vitest';
import { problemsByLine } from '../src/ui/order-editor.ts';

describe("the judge's problems placed on the lines of the orders text", () => {
  const text = 'A MAC THE\n\nA MAC Atlantis';

  it('uses the path of the problem (orders, line)', () => {
    expect(problemsByLine([{ code: 'x', message: 'm', path: ['orders', 2] }], text)).toEqual([{ line: 2, message: 'm' }]);
  });

  it('uses the span when there is no path, and gives the columns in the line', () => {
    expect(problemsByLine([{ code: 'x', message: 'm', span: { start: 17, end: 25 }, rule: 'diadoques §9a.4' }], text)).toEqual([{ line: 2, message: 'm', start: 6, end: 14, rule: 'diadoques §9a.4' }]);
  });

  it('puts a problem on no line (-1) when it says nothing of where', () => {
    expect(problemsByLine([{ code: 'bad-decision', message: 'm' }], text)[0]!.line).toBe(-1);
  });

  it("says each problem in the game's words when the game gives them, else as the judge wrote it", () => {
    const say = (p: { code: string; message: string }) => (p.code === 'unknown-place' ? 'Aucun lieu ne s’appelle « Atlantis ».' : p.message);
    const lines = problemsByLine([{ code: 'unknown-place', message: 'No place is named "Atlantis".', path: ['orders', 2] }, { code: 'x', message: 'm', path: ['orders', 0] }], text, say);
    expect(lines.map((l) => l.message)).toEqual(['Aucun lieu ne s’appelle « Atlantis ».', 'm']);
  });
});
