// End-to-end tests: the real server (`npm start`'s app, on a free loopback port) driven through
// Debian's Chromium at a phone and a desktop viewport.
import { budget } from "./tests/helpers/budget.ts";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { hashPassword } from "./api/owner/password.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/helpers/chromium.ts";
import { freePort } from "./tests/helpers/free-port.ts";
import { apiServerEnv } from "./tests/e2e/server-env.ts";

// Chosen once by the runner and inherited by its workers through the environment.
process.env.E2E_PORT ??= String(await freePort());
// The bookings of one run, in a folder of their own (never the repository's data/).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "e2e-bookings-"));
// The owner's desk: a password of this run (tests/e2e/owner*.spec.ts sign in with it), its hash and a session key.
process.env.E2E_OWNER_PASSWORD ??= randomBytes(12).toString("base64url");
process.env.E2E_OWNER_PASSWORD_HASH ??= await hashPassword(process.env.E2E_OWNER_PASSWORD);
process.env.E2E_SESSION_KEY ??= randomBytes(32).toString("hex");
// Texts on, through a fake SMS provider of the run's own (tests/helpers/sms-phones.ts) that speaks the real
// provider's API for this account: every text the server sends arrives there, and the specs read it from
// this folder (tests/e2e/phones.ts); tests/e2e/texts.spec.ts signs the provider's inbound texts with the token.
// The server's clock is the machine's: between 9 PM and 8 AM shop time a text waits for the morning
// (api/sms/quiet-hours.ts), so a spec that reads texts runs its own server on a held clock (tests/helpers/held-clock-server.ts).
process.env.E2E_SMS_ACCOUNT_SID ??= "AC00000000000000000000000000e2e000";
process.env.E2E_SMS_AUTH_TOKEN ??= randomBytes(16).toString("hex");
process.env.E2E_SMS_FROM ??= "+14785550100";
process.env.E2E_SMS_PORT ??= String(await freePort());
process.env.E2E_TEXTS_DIR ??= mkdtempSync(path.join(os.tmpdir(), "e2e-texts-"));
// Email on, through a real SMTP server of the run's own (tests/helpers/smtp-mailbox.ts): every email the
// server sends arrives there, and the specs read it from this folder (tests/e2e/mailbox.ts).
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAILBOX_DIR ??= mkdtempSync(path.join(os.tmpdir(), "e2e-mailbox-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Sized for a busy machine (CI shares 2 cores; other browsers may be running): every wait in the specs
// is a condition (a locator assertion, a response, a function returning true), and these are only the
// ceilings on how long a condition may take. A quiet machine never comes near them; a busy one is
// slower, not failing. No retries: a test that needs one is a bug to fix. TEST_TIME_SCALE stretches
// them all for a slower machine still (tests/helpers/budget.ts).
const TIMEOUTS = {
  /** One test (the longest is the keyboard walk: 160 key presses). */
  test: budget(120_000),
  /** One expect(locator) condition, e.g. a lazily loaded chat panel becoming visible. */
  expect: budget(20_000),
  /** One click, fill or press finding its element actionable. */
  action: budget(30_000),
  /** One page.goto until the load event. */
  navigation: budget(60_000),
  /** The server (node + tsx) starting and answering /healthz. */
  server: budget(180_000),
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.expect },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: TIMEOUTS.action,
    navigationTimeout: TIMEOUTS.navigation,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // Tests tagged @desktop (keyboard walks) need a Tab key, which a phone does not have.
    {
      name: "phone",
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
    },
    {
      name: "desktop",
      // E2E_DESKTOP=tagged: only the @desktop tests (the second shop's run, tests/tools/test-second-shop.ts).
      ...(process.env.E2E_DESKTOP === "tagged" ? { grep: /@desktop/ } : {}),
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // Started first: the API's outbox sends to it from its first booking.
      command: "node --import tsx tests/helpers/smtp-mailbox.ts",
      port: Number(process.env.E2E_SMTP_PORT),
      timeout: TIMEOUTS.server,
      reuseExistingServer: false,
      env: { SMTP_PORT: process.env.E2E_SMTP_PORT, MAILBOX_DIR: process.env.E2E_MAILBOX_DIR },
    },
    {
      // Started before the API too: a booking's confirmation text goes to it at once.
      command: "node --import tsx tests/helpers/sms-phones.ts",
      port: Number(process.env.E2E_SMS_PORT),
      timeout: TIMEOUTS.server,
      reuseExistingServer: false,
      env: {
        SMS_PORT: process.env.E2E_SMS_PORT,
        TEXTS_DIR: process.env.E2E_TEXTS_DIR,
        SMS_ACCOUNT_SID: process.env.E2E_SMS_ACCOUNT_SID,
        SMS_AUTH_TOKEN: process.env.E2E_SMS_AUTH_TOKEN,
      },
    },
    {
      // dist/ is built by `npm test` before this runs; serve it exactly as `npm start` does.
      command: "node --import tsx api/server.ts",
      url: `${baseURL}/healthz`,
      timeout: TIMEOUTS.server,
      reuseExistingServer: false,
      stdout: "pipe",
      env: apiServerEnv(process.env.E2E_PORT!, process.env.E2E_DATA_DIR!),
    },
  ],
});
