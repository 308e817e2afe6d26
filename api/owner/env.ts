// The owner's desk's environment, merged into api/config.ts's EnvSchema:
//   OWNER_PASSWORD_HASH  the line `npm run owner:password` prints (scrypt:N:r:p:salt:hash); unset, the
//                        desk opens nothing and says how to set it.
//   SESSION_KEY          64 hex characters (32 random bytes): the key that encrypts the owner's session
//                        cookie and derives the calendar feed's address. `openssl rand -hex 32` makes one.
import { z } from "zod";
import { parsePasswordHash } from "./password.ts";

export const OwnerEnvShape = {
  OWNER_PASSWORD_HASH: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const parsed = parsePasswordHash(value);
      if (typeof parsed === "string") ctx.addIssue({ code: "custom", message: parsed });
    })
    .optional(),
  SESSION_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 bytes); make one with: openssl rand -hex 32")
    .optional(),
};

/**
 * The check across the two: a password without a session key could sign nobody in. Call it from the
 * EnvSchema's superRefine (or after parsing) so the start-up stops with this sentence.
 */
export function ownerEnvIssues(env: {
  OWNER_PASSWORD_HASH?: string;
  SESSION_KEY?: string;
}): { path: string; message: string }[] {
  if (env.OWNER_PASSWORD_HASH && !env.SESSION_KEY)
    return [
      {
        path: "SESSION_KEY",
        message: "is required when OWNER_PASSWORD_HASH is set; make one with: openssl rand -hex 32",
      },
    ];
  return [];
}

/** registerOwnerDesk's passwordHash and sessionKey from the parsed environment. */
export const ownerOptionsFromEnv = (env: { OWNER_PASSWORD_HASH?: string; SESSION_KEY?: string }) => ({
  passwordHash: env.OWNER_PASSWORD_HASH,
  sessionKey: env.SESSION_KEY,
});
