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

/** Hash of a state's canonical form: two states are the same iff their digests are. */
export function digest(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/** Deep copy through JSON: game states are plain data by contract. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
