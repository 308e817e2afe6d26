// The API's environment in the end-to-end run, in one place: the server Playwright starts
// (playwright.config.ts) and a spec's own server on a held clock (tests/helpers/held-clock-server.ts)
// are the same server, sending to the same SMTP mailbox and SMS provider, with the same owner's password.
// Read in the config after it has set the run's E2E_* variables, and in the workers, which inherit them.

/** The variables of an API on `port` keeping its bookings in `dataDir`. */
export const apiServerEnv = (port: string, dataDir: string) => ({
  PORT: port,
  HOST: "127.0.0.1",
  // The private links (manageUrl, icsUrl, the feed) are the site's address, never the request's Host.
  SITE_URL: `http://127.0.0.1:${port}`,
  CHAT_RATE_LIMIT_PER_MINUTE: "10000",
  BOOKING_RATE_LIMIT_PER_MINUTE: "10000",
  BOOKING_ONLINE_PER_CLIENT_PER_DAY: "10000",
  BOOKING_ONLINE_PER_DAY: "10000",
  DATA_DIR: dataDir,
  OWNER_PASSWORD_HASH: process.env.E2E_OWNER_PASSWORD_HASH!,
  SESSION_KEY: process.env.E2E_SESSION_KEY!,
  SMS_API_URL: `http://127.0.0.1:${process.env.E2E_SMS_PORT}`,
  SMS_ACCOUNT_SID: process.env.E2E_SMS_ACCOUNT_SID!,
  SMS_AUTH_TOKEN: process.env.E2E_SMS_AUTH_TOKEN!,
  SMS_FROM: process.env.E2E_SMS_FROM!,
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  NOTIFY_EMAIL: "owner@example.com",
  LOG_LEVEL: "warn",
});
