import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * JSON with object keys sorted, so two equal states give byte-identical text whatever the
 * order their keys were written in. Used for saves, hashes and replay comparisons.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

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
  const mix = (h: number, k: number) => (Math.imul(h ^ (h >>> 16), k) ^ text.length) >>> 0;
  return [mix(h1, 0x85ebca6b), mix(h2, 0xc2b2ae35), mix(h3, 0x27d4eb2f), mix(h4, 0x9e3779b1)]
    .map((h) => h.toString(16).padStart(8, '0'))
    .join('');
}

/** Deep copy through JSON: game states are plain data by contract. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
