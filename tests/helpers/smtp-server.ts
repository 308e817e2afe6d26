// A throwaway SMTP server for a test: the `smtp-server` package on a loopback port, keeping every
// message it accepts, parsed with mailparser (headers, text, attachments) as a mail client would.
// Plain SMTP without STARTTLS or auth, as SMTP_URL=smtp://127.0.0.1:<port> reaches it.
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** RCPT TO of the envelope. */
  to: string[];
  mail: ParsedMail;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once it no longer listens (and its connections are closed). */
  stop(): Promise<void>;
}

/**
 * Starts an SMTP server on `port` (a free one when 0) and resolves once it listens; `onMessage` hears
 * of each message as it is accepted.
 */
export async function startSmtp(port = 0, onMessage?: (received: ReceivedMail) => void): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const one = { to: session.envelope.rcptTo.map((r) => r.address), mail };
          received.push(one);
          onMessage?.(one);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
