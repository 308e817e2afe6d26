// The owner's password, kept only as a scrypt hash in OWNER_PASSWORD_HASH (made by
// `npm run owner:password`). Format: scrypt:N:r:p:salt:hash, salt and hash in base64url, so the
// cost can be raised later without breaking the hashes already in use. Colons, not the usual `$`:
// docker compose and shells would read `$32768` in an env file as a variable.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** 2^15 × 8 × 128 bytes = 32 MiB and about 0.1 s a check here: slow for a guesser, quick for the owner. */
export const SCRYPT_DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

export const PASSWORD_HASH_PATTERN = /^scrypt:(\d+):(\d+):(\d+):([A-Za-z0-9_-]{16,}):([A-Za-z0-9_-]{32,})$/;

export interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** The parts of a stored hash, or a sentence saying what is wrong with it. */
export function parsePasswordHash(value: string): ParsedHash | string {
  const m = PASSWORD_HASH_PATTERN.exec(value.trim());
  if (!m) return "must be the line `npm run owner:password` prints: scrypt:N:r:p:salt:hash";
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // N a power of two (scrypt's rule), and bounds that keep one check under a second and 256 MiB.
  if (N < 2 ** 14 || N > 2 ** 20 || (N & (N - 1)) !== 0) return "its N must be a power of two from 16384 to 1048576";
  if (r < 1 || r > 32 || p < 1 || p > 16 || 128 * N * r > 256 * 1024 * 1024) return "its r and p are out of range";
  return { N, r, p, salt: Buffer.from(m[4]!, "base64url"), hash: Buffer.from(m[5]!, "base64url") };
}

const optionsOf = ({ N, r, p }: { N: number; r: number; p: number }): ScryptOptions => ({
  N,
  r,
  p,
  maxmem: 128 * N * r * 2,
});

export async function hashPassword(
  password: string,
  cost: { N: number; r: number; p: number } = SCRYPT_DEFAULTS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password.normalize("NFC"), salt, KEY_BYTES, optionsOf(cost));
  return `scrypt:${cost.N}:${cost.r}:${cost.p}:${salt.toString("base64url")}:${hash.toString("base64url")}`;
}

/** True when the password hashes to the stored hash; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, stored: ParsedHash): Promise<boolean> {
  const candidate = await scrypt(password.normalize("NFC"), stored.salt, stored.hash.length, optionsOf(stored));
  return candidate.length === stored.hash.length && timingSafeEqual(candidate, stored.hash);
}
