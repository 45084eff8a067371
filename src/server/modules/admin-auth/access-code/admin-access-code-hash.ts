import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The admin access code is configured only as a scrypt hash, `scrypt:N:r:p:salt:hash` with
 * base64url salt and hash, so a leaked configuration does not reveal it. No `$` in the format:
 * shells and docker compose would expand it as a variable.
 * N=2^15, r=8 costs about 32 MB and a tenth of a second per check: cheap for one admin,
 * expensive for anyone guessing offline.
 */
export interface AdminAccessCodeHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const PATTERN = /^scrypt:(\d+):(\d+):(\d+):([A-Za-z0-9_-]+):([A-Za-z0-9_-]+)$/;
export const MIN_ADMIN_ACCESS_CODE_LENGTH = 12;

/** Parses the configured value; null when it is not in our format or its costs are unsafe. */
export function parseAdminAccessCodeHash(value: string): AdminAccessCodeHash | null {
  const match = PATTERN.exec(value.trim());
  if (!match) return null;
  const [, n, r, p, salt, hash] = match;
  const parsed = { N: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt!, 'base64url'), hash: Buffer.from(hash!, 'base64url') };
  const powerOfTwo = parsed.N > 1 && (parsed.N & (parsed.N - 1)) === 0;
  // Bounds keep a mistyped value from making every check take minutes or gigabytes.
  if (!powerOfTwo || parsed.N < 2 ** 14 || parsed.N > 2 ** 20) return null;
  if (parsed.r < 1 || parsed.r > 32 || parsed.p < 1 || parsed.p > 16) return null;
  if (parsed.salt.length < 16 || parsed.hash.length < 16) return null;
  return parsed;
}

function derive(code: string, salt: Buffer, keyLength: number, cost: Pick<AdminAccessCodeHash, 'N' | 'r' | 'p'>): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    // Surrounding spaces from a paste must not change the code.
    scrypt(code.trim().normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashAdminAccessCode(code: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(code, salt, KEY_BYTES, DEFAULTS);
  return ['scrypt', DEFAULTS.N, DEFAULTS.r, DEFAULTS.p, salt.toString('base64url'), hash.toString('base64url')].join(':');
}

/** Constant-time check of a typed code against the configured hash. */
export async function verifyAdminAccessCode(code: string, stored: AdminAccessCodeHash): Promise<boolean> {
  const candidate = await derive(code, stored.salt, stored.hash.length, stored);
  return timingSafeEqual(candidate, stored.hash);
}
