import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * JSON with object keys sorted, so two equal states give byte-identical text whatever the
 * order their keys were written in. Used for saves, hashes and replay comparisons.
 * (Issue 22: a direct writer, one string per value, measured 20–90 % slower than handing the
 * native `JSON.stringify` a value whose keys are in order; kept this way.)
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(inOrder(value));
}

/** The former way, a sorted copy of everything: kept to check `canonicalJson` against. */
export function canonicalJsonByCopy(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/**
 * `value` itself when `JSON.stringify` already writes it canonically, else a copy in which it
 * does (as `sortKeys` makes). Issue 22: nearly every object of a state has its keys in order
 * already, and the sorted copy of the whole state (a second tree, then collected) was half the
 * cost of a digest; now only an object out of order, and the objects and arrays holding it, are
 * copied. As-is means: a plain object (prototype `Object.prototype` or `null`) with its keys in
 * order and no own `toJSON` nor `__proto__` (the copy's assignment sets a prototype: the key
 * is left out, as before), or a plain array without `toJSON`, whose objects are all as-is.
 * Anything else (a `Date`, a class instance, a boxed value…) is copied as `sortKeys` did, so the
 * text is the same as before in every case.
 */
function inOrder(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    if (proto !== Array.prototype || (value as { toJSON?: unknown }).toJSON !== undefined) return sortKeys(value);
    const n = value.length;
    let out: unknown[] | undefined;
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i];
      if (v === null || typeof v !== 'object') {
        if (out) out[i] = v;
        continue;
      }
      const w = inOrder(v);
      if (w !== v && !out) out = copyUpTo(value, i);
      if (out) out[i] = w;
    }
    return out ?? value;
  }
  if (proto !== Object.prototype && proto !== null) return sortKeys(value);
  const keys = Object.keys(value);
  let sorted = true;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key === 'toJSON' || key === '__proto__') return sortKeys(value);
    if (i > 0 && keys[i - 1]! > key) sorted = false;
  }
  if (!sorted) return sortedCopy(value as Record<string, unknown>, keys);
  let out: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const v = (value as Record<string, unknown>)[key];
    if (v === null || typeof v !== 'object') {
      if (out && v !== undefined) out[key] = v;
      continue;
    }
    const w = inOrder(v);
    if (w !== v && !out) out = copyKeys(value as Record<string, unknown>, keys, i);
    if (out) out[key] = w;
  }
  return out ?? value;
}

/**
 * A plain object whose keys are out of order, copied with its keys sorted (its values as
 * `inOrder` gives them). Issue 22: most objects of a Les Diadoques state are written out of
 * order (units, characters, the last report's orders), a few keys each: sorted in place by
 * insertion, about twice as fast as `Array.prototype.sort` on such short lists, and the same
 * order (code units, as the default sort; keys are distinct).
 */
function sortedCopy(value: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > key) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = key;
  }
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const v = value[key];
    if (v === undefined) continue;
    out[key] = v !== null && typeof v === 'object' ? inOrder(v) : v;
  }
  return out;
}

/** A new array with the first `n` elements of `value` (holes written as `undefined`: JSON's `null` either way). */
function copyUpTo(value: readonly unknown[], n: number): unknown[] {
  const out = new Array<unknown>(value.length);
  for (let i = 0; i < n; i++) out[i] = value[i];
  return out;
}

/** A new object with the first `n` of `keys` of `value` (the `undefined` ones left out, as JSON does). */
function copyKeys(value: Record<string, unknown>, keys: readonly string[], n: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const v = value[keys[i]!];
    if (v !== undefined) out[keys[i]!] = v;
  }
  return out;
}

/**
 * The copy `JSON.stringify` writes canonically. Issue 22 (a third of a classic phase on the
 * judge's path is its digest): scalars are not passed through a call, and keys already in order
 * (most objects of a state) are not sorted again; the text is the same.
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
      keys.sort();
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

export function cloneByJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const NOT_PLAIN = Symbol('not plain');
/** What JSON leaves out of an object (and writes `null` in an array). */
const OMIT = Symbol('omit');

function copyPlain(value: object, depth: number): unknown {
  if (depth > MAX_DEPTH) return NOT_PLAIN;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    if (proto !== Array.prototype) return NOT_PLAIN;
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v = copyValue(value[i], depth);
      if (v === NOT_PLAIN) return NOT_PLAIN;
      out[i] = v === OMIT ? null : v;
    }
    return out;
  }
  if (proto !== Object.prototype && proto !== null) return NOT_PLAIN;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // JSON calls a `toJSON`; a copy by assignment would set the prototype for `__proto__`.
    if (key === 'toJSON' || key === '__proto__') return NOT_PLAIN;
    const v = copyValue((value as Record<string, unknown>)[key], depth);
    if (v === NOT_PLAIN) return NOT_PLAIN;
    if (v === OMIT) continue;
    out[key] = v;
  }
  return out;
}

function copyValue(v: unknown, depth: number): unknown {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v;
    case 'number':
      return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
    case 'object':
      return v === null ? null : copyPlain(v, depth + 1);
    case 'bigint':
      return NOT_PLAIN;
    default:
      return OMIT;
  }
}
