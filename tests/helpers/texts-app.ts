// What the tests of texts through a whole app share: booking's options for notices that go to a real
// SMTP server (tests/helpers/smtp-server.ts) and the fake SMS provider (tests/helpers/sms-provider.ts),
// with the online limits out of the way and a quick outbox.
import type { BookingOptions } from "../../api/booking/plugin.ts";
import type { FakeSmsProvider } from "./sms-provider.ts";
import type { SmtpSink } from "./smtp-server.ts";

export const textsBookingOptions = (smtp: SmtpSink, sms: FakeSmsProvider) =>
  ({
    smtpUrl: smtp.url,
    notifyEmail: "owner@example.org",
    rateLimitPerMinute: 10_000,
    onlineLimits: { perClientPerDay: 10_000, perDay: 10_000 },
    outboxPollMs: 50,
    sms: { apiUrl: sms.url, accountSid: sms.accountSid, authToken: sms.authToken, from: sms.from, timeoutMs: 1500 },
  }) satisfies BookingOptions;
