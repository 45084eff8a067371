import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Field encryption under a key ring: AES-256-GCM, the key id inside every ciphertext so
 * keys can rotate (the first key encrypts, every key decrypts), plus an HMAC blind index
 * so encrypted e-mails can still be looked up and kept unique.
 */
export interface KeyRing {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
  /** Deterministic look-up token for a value; e-mails are normalised first. */
  blindIndex(value: string): string;
  /** Keyed hash of a one-time secret (code, phrase, token) for storage. */
  hashSecret(secret: string): string;
  /** Id of the key new ciphertexts are written under. */
  readonly currentKeyId: string;
  /** True when the ciphertext was written under an older key and should be rewritten. */
  needsRotation(ciphertext: string): boolean;
}

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface KeyMaterial {
  /** Ordered data keys: the first encrypts. */
  dataKeys: { id: string; key: Buffer }[];
  blindIndexKey: Buffer;
}

export function parseDataKeys(spec: string): { id: string; key: Buffer }[] {
  const keys = spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const separator = part.indexOf(':');
      const id = part.slice(0, separator);
      const key = Buffer.from(part.slice(separator + 1), 'base64');
      if (separator < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id)) {
        throw new Error('DATA_ENCRYPTION_KEYS: each entry must be id:base64key with a short alphanumeric id');
      }
      if (key.length !== 32) throw new Error(`DATA_ENCRYPTION_KEYS: key "${id}" must be 32 bytes of base64`);
      return { id, key };
    });
  if (keys.length === 0) throw new Error('DATA_ENCRYPTION_KEYS: at least one key is required');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('DATA_ENCRYPTION_KEYS: key ids must be unique');
  return keys;
}

export function parseBlindIndexKey(spec: string): Buffer {
  const key = Buffer.from(spec, 'base64');
  if (key.length < 32) throw new Error('BLIND_INDEX_KEY must be at least 32 bytes of base64');
  return key;
}

/**
 * A new key's id: the day it was made, which tells an operator which key is which, and a random
 * part, so two keys made the same day (an emergency rotation) never share an id in one ring.
 */
function newDataKeyId(now: Date): string {
  return `k${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}`;
}

export function generateKeyMaterialSpec(now: Date = new Date()): { dataKeys: string; blindIndexKey: string } {
  const id = newDataKeyId(now);
  return {
    dataKeys: `${id}:${randomBytes(32).toString('base64')}`,
    blindIndexKey: randomBytes(32).toString('base64'),
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createKeyRing(material: KeyMaterial): KeyRing {
  const [current] = material.dataKeys;
  if (!current) throw new Error('key ring needs at least one data key');
  const byId = new Map(material.dataKeys.map((k) => [k.id, k.key]));
  const indexKey = createHmac('sha256', material.blindIndexKey).update('blind-index').digest();
  const secretKey = createHmac('sha256', material.blindIndexKey).update('one-time-secrets').digest();

  return {
    currentKeyId: current.id,
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(current.id));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
      return `${FORMAT}.${current.id}.${packed}`;
    },
    decrypt(ciphertext) {
      const [format, keyId, packed] = ciphertext.split('.');
      if (format !== FORMAT || !keyId || packed === undefined) throw new Error('not a recognised ciphertext');
      const key = byId.get(keyId);
      if (!key) throw new Error(`no key "${keyId}" in DATA_ENCRYPTION_KEYS`);
      const raw = Buffer.from(packed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(keyId));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    blindIndex(value) {
      return createHmac('sha256', indexKey).update(normaliseEmail(value)).digest('base64url');
    },
    hashSecret(secret) {
      return createHmac('sha256', secretKey).update(secret).digest('base64url');
    },
    needsRotation(ciphertext) {
      return ciphertext.split('.')[1] !== current.id;
    },
  };
}

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHmac('sha256', 'compare').update(a).digest();
  const right = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(left, right);
}
