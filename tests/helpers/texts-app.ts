// What the tests of texts through a whole app share: booking's options for notices that go to a real
// SMTP server (tests/helpers/smtp-server.ts) and the fake SMS provider (tests/helpers/sms-provider.ts),
// with the online limits out of the way and a quick outbox, and the app started over them.
import type { BookingOptions } from "../../api/config.ts";
import { startBookingApp, type BookingApp, type BookingAppOptions } from "./booking-fixture.ts";
import { startSmsProvider, type FakeSmsProvider } from "./sms-provider.ts";
import { startSmtp, type SmtpSink } from "./smtp-server.ts";

export const textsBookingOptions = (smtp: SmtpSink, sms: FakeSmsProvider) =>
  ({
    smtpUrl: smtp.url,
    notifyEmail: "owner@example.org",
    rateLimitPerMinute: 10_000,
    onlineLimits: { perClientPerDay: 10_000, perDay: 10_000 },
    outboxPollMs: 50,
    sms: { apiUrl: sms.url, accountSid: sms.accountSid, authToken: sms.authToken, from: sms.from, timeoutMs: 1500 },
  }) satisfies BookingOptions;

/** The whole app with texts on, with the SMTP server and the fake SMS provider it sends to. */
export interface TextsApp extends BookingApp {
  smtp: SmtpSink;
  sms: FakeSmsProvider;
}

/**
 * A real SMTP server, the fake SMS provider, and startBookingApp over a fixture named from `prefix`
 * with textsBookingOptions and `options` over them; close() stops all three.
 */
export async function startTextsApp(prefix: string, options: BookingAppOptions = {}): Promise<TextsApp> {
  const smtp = await startSmtp();
  const sms = await startSmsProvider();
  const stopSinks = async () => {
    await sms.stop();
    await smtp.stop();
  };
  try {
    const served = await startBookingApp(prefix, {
      ...options,
      booking: { ...textsBookingOptions(smtp, sms), ...options.booking },
    });
    return {
      ...served,
      smtp,
      sms,
      async close() {
        await served.close();
        await stopSinks();
      },
    };
  } catch (error) {
    await stopSinks();
    throw error;
  }
}
