import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * JSON with object keys sorted, so two equal states give byte-identical text whatever the
 * order their keys were written in. Used for saves, hashes and replay comparisons.
 * (Issue 22: a direct writer, one string per value, measured 20–90 % slower than this sorted
 * copy handed to the native `JSON.stringify`; kept this way.)
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/**
 * The copy `JSON.stringify` writes canonically. Issue 22 (a third of a classic phase on the
 * judge's path is its digest): scalars are not passed through a call, and keys already in order
 * are not sorted again; the text is the same. Each value is read once (a getter included), into
 * the copy. (Handing `JSON.stringify` the objects already in order as they are, without a copy,
 * was tried: it reads a getter twice, and saved only 2 % of the instructions on a Les Diadoques
 * state, where nearly every object is out of order.)
 */
function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i];
      out[i] = v !== null && typeof v === 'object' ? sortKeys(v) : v;
    }
    return out;
  }
  const keys = Object.keys(value);
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      sortShort(keys);
      break;
    }
  }
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined) continue;
    out[key] = v !== null && typeof v === 'object' ? sortKeys(v) : v;
  }
  return out;
}

/**
 * `keys.sort()` for the short lists of an object's keys. Issue 22: most objects of a Les Diadoques
 * state are written out of order (units, characters, the last report's orders; a handful of keys
 * each), and sorting by insertion is about twice as fast as `Array.prototype.sort` on such lists;
 * the order is the same (code units, as the default sort; keys are distinct). Long lists keep the
 * native sort.
 */
function sortShort(keys: string[]): void {
  if (keys.length > 16) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
}

/**
 * The value with the keys of every plain object in the order its canonical text writes them
 * (`canonicalJson`), or `undefined` when it holds anything but plain data (a class instance, a
 * `Date`, a `__proto__` key, nesting past `MAX_DEPTH`), which cannot be put in order safely.
 * Issue 22, "Deterministic": a saved game comes back from its canonical text with its keys in
 * this order, while a live state keeps them in the order they were written; rules that walk an
 * object's keys (the neutral forces of Les Diadoques, `Object.entries`) then met them in
 * another order after a load, and the loaded game went on differently. The kernel puts every
 * state it keeps in this order (`session.ts`), so live and loaded states are the same objects
 * key for key, and `JSON.stringify` of such a state is already its canonical text.
 * Nothing is changed in place: an object already in order is kept, one out of order is replaced
 * by a copy in order, and each array or object above a replaced value by a copy, so data a state
 * shares with constants (map tables, cards) is never touched.
 */
export function canonicalOrder<T>(value: T): T | undefined {
  if (value === null || typeof value !== 'object') return value;
  const out = orderValue(value, 0);
  return out === NOT_PLAIN ? undefined : (out as T);
}

function orderValue(value: object, depth: number): unknown {
  if (depth > MAX_DEPTH) return NOT_PLAIN;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return NOT_PLAIN;
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v === null || typeof v !== 'object') continue;
      const c = orderValue(v, depth + 1);
      if (c === NOT_PLAIN) return NOT_PLAIN;
      if (c !== v) (out ??= value.slice())[i] = c;
    }
    return out ?? value;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return NOT_PLAIN;
  const keys = Object.keys(value);
  const inOrder = keysInOrder(keys);
  if (!inOrder) sortShort(keys);
  let out: Record<string, unknown> | undefined = inOrder ? undefined : {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key === '__proto__') return NOT_PLAIN;
    const v = (value as Record<string, unknown>)[key];
    let c: unknown = v;
    if (v !== null && typeof v === 'object') {
      c = orderValue(v, depth + 1);
      if (c === NOT_PLAIN) return NOT_PLAIN;
    }
    if (out) out[key] = c;
    else if (c !== v) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]!] = (value as Record<string, unknown>)[keys[j]!];
      out[key] = c;
    }
  }
  return out ?? value;
}

/**
 * Whether an object's keys already enumerate in canonical order. Integer keys ("0", "17")
 * always enumerate first, ascending, whatever the order they were written in — in the sorted
 * copy `canonicalJson` writes too — so only the other keys are compared.
 */
function keysInOrder(keys: string[]): boolean {
  let last: string | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (isIndexKey(key)) continue;
    if (last !== undefined && last > key) return false;
    last = key;
  }
  return true;
}

/** An array index ("0" to "4294967294"), which JavaScript enumerates before the other keys of an object. */
function isIndexKey(key: string): boolean {
  if (key.length === 0) return false;
  const c = key.charCodeAt(0);
  if (c < 48 || c > 57) return false;
  if (key.length > 10 || (c === 48 && key.length > 1)) return false;
  for (let i = 1; i < key.length; i++) {
    const d = key.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return Number(key) < 4294967295;
}

/** Nesting beyond this is left to the JSON round trip (which reports a cycle as JSON does). */
const MAX_DEPTH = 500;

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * Fingerprint of a state's canonical form, recorded after every step so a replay can prove it
 * reached the same state. Not a security device — the fair-dice commitment uses sha256 —
 * so a fast 128-bit non-cryptographic hash (four multiply–xor lanes over the UTF-16 code
 * units) keeps self-play and long games cheap.
 */
export function digest(value: unknown): string {
  return fastHash128(canonicalJson(value));
}

export function fastHash128(text: string): string {
  hashLanes(text);
  const n = text.length;
  return hex8(mixLane(lanes[0]!, 0x85ebca6b, n)) + hex8(mixLane(lanes[1]!, 0xc2b2ae35, n)) + hex8(mixLane(lanes[2]!, 0x27d4eb2f, n)) + hex8(mixLane(lanes[3]!, 0x9e3779b1, n));
}

/**
 * The four lanes after the last code unit. Issue 22: the loop is its own function, writing its
 * result to a typed array, so nothing after it can throw the optimised loop away — the former
 * ending (an array of the four words, some above 2^31 and some not, then `.map`) deoptimised
 * it on about every other digest ("wrong map"), and a digest ran at the interpreter's pace
 * (measured 17 ns a character against 2.5 once optimised).
 */
function hashLanes(text: string): void {
  let h1 = 0x9e3779b9, h2 = 0x85ebca6b, h3 = 0xc2b2ae35, h4 = 0x27d4eb2f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x85ebca77);
    h2 = Math.imul(h2 ^ c, 0xc2b2ae3d);
    h3 = Math.imul(h3 ^ c, 0x27d4eb2f);
    h4 = Math.imul(h4 ^ c, 0x165667b1);
    h1 ^= h2 >>> 15;
    h2 ^= h3 >>> 13;
    h3 ^= h4 >>> 16;
    h4 ^= h1 >>> 11;
  }
  lanes[0] = h1;
  lanes[1] = h2;
  lanes[2] = h3;
  lanes[3] = h4;
}

const lanes = new Int32Array(4);

function mixLane(h: number, k: number, length: number): number {
  return (Math.imul(h ^ (h >>> 16), k) ^ length) >>> 0;
}

function hex8(word: number): string {
  return word.toString(16).padStart(8, '0');
}

/**
 * Deep copy of plain data with exactly the result of a JSON round trip (`JSON.parse(JSON.stringify
 * (value))`, kept as `cloneByJson`): keys in the same order, `undefined`, functions and symbols
 * left out of objects and written `null` in arrays, non-finite numbers `null`, `-0` as `0`. Copied
 * directly (issue 22: the kernel copies the state on every step, and games copy it again), about
 * twice as fast; anything that is not a plain object, array or scalar (a `Date`, a class instance,
 * a `toJSON`, a bigint, a cycle) goes through the JSON round trip itself, errors included.
 */
export function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return cloneByJson(value);
  const copy = copyPlain(value, 0);
  return (copy === NOT_PLAIN ? cloneByJson(value) : copy) as T;
}

/**
 * `clone(value)`, frozen all through, sharing the copy of any object met before with the same
 * `memo` (source object → its frozen copy): the views of several players taken from one state
 * hold the same objects of that state (its units, its report), copied once for all of them
 * (issue 22: a bot's view was copied whole for each of the six players on every step, a tenth of
 * a whole Les Diadoques game). The memo must not outlive the data it was filled from unchanged.
 * A value that is not plain data goes through the JSON round trip, unfrozen, as with `clone`.
 */
export function frozenCopy<T>(value: T, memo: Map<object, unknown>): T {
  if (value === null || typeof value !== 'object') return cloneByJson(value);
  const copy = copyPlain(value, 0, memo);
  return (copy === NOT_PLAIN ? cloneByJson(value) : copy) as T;
}

export function cloneByJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const NOT_PLAIN = Symbol('not plain');

/**
 * Issue 22 (the copy of the state is a tenth of a Les Diadoques season on the judge's path):
 * each value is copied in the loop that meets it, scalars without a call, the same cases as
 * JSON in the same order — strings and booleans as they are, finite numbers with `-0` as `0`,
 * other numbers `null`, `null`, plain objects and arrays copied, a bigint or anything not plain
 * sends the whole value to the JSON round trip, and what JSON leaves out (`undefined`,
 * functions, symbols) is left out of an object and written `null` in an array.
 */
function copyPlain(value: object, depth: number, memo?: Map<object, unknown>): unknown {
  if (depth > MAX_DEPTH) return NOT_PLAIN;
  if (memo) {
    const known = memo.get(value);
    if (known !== undefined) return known;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) return NOT_PLAIN;
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i];
      switch (typeof v) {
        case 'string':
        case 'boolean':
          out[i] = v;
          break;
        case 'number':
          out[i] = Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
          break;
        case 'object': {
          if (v === null) {
            out[i] = null;
            break;
          }
          const c = copyPlain(v, depth + 1, memo);
          if (c === NOT_PLAIN) return NOT_PLAIN;
          out[i] = c;
          break;
        }
        case 'bigint':
          return NOT_PLAIN;
        default:
          out[i] = null;
      }
    }
    return memo ? remembered(memo, value, out) : out;
  }
  if (proto !== Object.prototype && proto !== null) return NOT_PLAIN;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    // JSON calls a `toJSON`; a copy by assignment would set the prototype for `__proto__`.
    if (key === 'toJSON' || key === '__proto__') return NOT_PLAIN;
    const v = (value as Record<string, unknown>)[key];
    switch (typeof v) {
      case 'string':
      case 'boolean':
        out[key] = v;
        break;
      case 'number':
        out[key] = Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
        break;
      case 'object': {
        if (v === null) {
          out[key] = null;
          break;
        }
        const c = copyPlain(v, depth + 1, memo);
        if (c === NOT_PLAIN) return NOT_PLAIN;
        out[key] = c;
        break;
      }
      case 'bigint':
        return NOT_PLAIN;
      default:
        break;
    }
  }
  return memo ? remembered(memo, value, out) : out;
}

/** A copy frozen and kept as the copy of `source` (`frozenCopy`). */
function remembered(memo: Map<object, unknown>, source: object, copy: object): object {
  Object.freeze(copy);
  memo.set(source, copy);
  return copy;
}
