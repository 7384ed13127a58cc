import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { DATC_ADDED_CASES, DATC_AMENDMENTS } from '../../src/classic/datc-amendments.ts';
import { amendmentFor, readCases, runCase } from '../../src/classic/datc.ts';
import { datc } from '../../src/cli/index.ts';

/**
 * The DATC v3.0 cases of datc.json, each one `it` named with its DATC id. Where the file departs
 * from the DATC document's preferred answer the case runs amended (src/classic/datc-amendments.ts,
 * explained in docs/rules/classic/decisions.md): the test then asserts the DATC's answer.
 */
const json: unknown = JSON.parse(readFileSync(new URL('./data/datc.json', import.meta.url), 'utf8'));
const { cases, problems } = readCases(json);

describe('DATC v3.0', () => {
  it('the data file has the shape of tests.schema.json and its 171 cases', () => {
    expect(problems).toEqual([]);
    expect(cases).toHaveLength(171);
  });

  for (const c of [...cases, ...DATC_ADDED_CASES]) {
    const r = runCase(c);
    it(`${r.title}${r.amended ? ' [amended]' : ''}${DATC_ADDED_CASES.includes(c) ? ' [transcribed]' : ''}`, () => {
      expect(r.failures).toEqual([]);
    });
  }
});

describe('DATC amendments', () => {
  it('every amendment names a case of the file, and each one changes that case’s verdict', () => {
    for (const a of DATC_AMENDMENTS) {
      const c = cases.find((x) => x.name === a.name && (a.edition === undefined || x.edition === a.edition));
      expect(c, a.name).toBeDefined();
      expect(amendmentFor(c!)).toBe(a);
      expect(runCase(c!, false).passed, a.name).toBe(false);
    }
  });

  it('cases run under their edition: the 1971 kidnapping succeeds, the 1982 one fails (DATC 6.G.2)', () => {
    const kidnap = cases.filter((c) => c.name.startsWith('t6g02'));
    expect(kidnap.map((c) => [c.edition, runCase(c).passed])).toEqual([
      ['1971', true],
      ['1982', true],
    ]);
    const as2023 = kidnap.map((c) => runCase({ ...c, edition: '2023' }).passed);
    expect(as2023).toEqual([false, true]);
  });
});

describe('npx diadochi datc', () => {
  it('prints the failures and the count, and exits 0 when all pass', async () => {
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
    try {
      expect(await datc.run([])).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(out.at(-1)).toBe(`DATC: ${cases.length + DATC_ADDED_CASES.length} passed, 0 failed`);
    expect(out.some((l) => l.startsWith('✗'))).toBe(false);
  });

  it('reports an unreadable file with exit code 2', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await datc.run(['--file', '/nonexistent/datc.json'])).toBe(2);
    } finally {
      err.mockRestore();
    }
  });
});
