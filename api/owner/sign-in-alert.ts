// Telling the owner that the sign-in reached its hourly ceiling of wrong passwords (login-limit.ts).
// The email goes through the booking outbox: written to the database, sent by the outbox worker and
// retried with backoff while the mail server is down, so a guesser cannot make it vanish by timing.
// It goes to the address the booking emails go to (NOTIFY_EMAIL), and only when email is set up
// (SMTP_URL) and booking runs (its outbox worker sends it); the log says it either way. It names no
// address: whoever guesses may be using someone else's.
import type { FastifyBaseLogger } from "fastify";
import { EmailPayload } from "../outbox/payloads.ts";
import { enqueue } from "../outbox/enqueue.ts";
import type { Db } from "../db/database.ts";
import { SLOW_SECONDS, WRONG_PASSWORDS_PER_HOUR } from "./login-limit.ts";

export function signInAlert(opts: { db: Db | undefined; to: string | undefined; log: FastifyBaseLogger }) {
  const { db, to, log } = opts;
  return async () => {
    log.warn(
      { wrongPasswords: WRONG_PASSWORDS_PER_HOUR },
      "owner sign-in: the hour's ceiling of wrong passwords reached; the sign-in is slowed",
    );
    if (!db || !to) return;
    const payload = EmailPayload.parse({
      to,
      subject: "Many wrong passwords at the owner's desk",
      text: [
        `In the last hour, ${WRONG_PASSWORDS_PER_HOUR} wrong passwords were tried at the owner's desk sign-in, from any number of addresses.`,
        `Until the hour is over the sign-in is slowed: one password is checked every ${SLOW_SECONDS} seconds. You can still sign in; if you are told to wait, try again a few seconds later.`,
        "If it was not you and you fear the password is known, set a new one (npm run owner:password): changing it ends every session.",
      ].join("\n\n"),
    });
    try {
      await db.write((tx) => enqueue(tx, [{ kind: "email", payload }], { bookingId: null }));
    } catch (error) {
      log.error({ reason: error instanceof Error ? error.name : "error" }, "could not queue the sign-in alert");
    }
  };
}
