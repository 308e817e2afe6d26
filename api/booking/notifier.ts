// The booking service's notifier: what a change sends at once (notices.ts) and what the journey after it
// sends at its own time (api/journey/notices.ts), bound to the configuration, with the outbox's kick.
import type { Journey } from "../journey/notices.ts";
import type { NoticeKindName } from "../journey/notice-kinds.ts";
import {
  bookingNotices,
  visitorNotice,
  type NoticeAt,
  type NoticeConfig,
  type NoticeContext,
  type NoticeEvent,
} from "./notices.ts";
import type { Booking, NoticeMessage } from "./types.ts";

export interface Notifier {
  notices(event: NoticeEvent, booking: Booking, context: NoticeContext): NoticeMessage[];
  /** One visitor notice of the table by the one rule of channels: for a room with news of its own (a signature's copy). */
  visitor(name: NoticeKindName, booking: Booking, at: NoticeAt): NoticeMessage[];
  /** The journey after the booking (reminders, a change of time, 'ready', the review ask); none: nothing of it is sent. */
  journey?: Journey;
  /** Seals the visitor's private link to be kept with the booking (api/outbox/seal.ts); none: it is not kept. */
  seal?: (link: string) => string;
  /** Asks the outbox to send now: call after the commit. */
  kick(): void;
}

/** The booking service's notifier: the configuration bound, the journey's notices added, the outbox's kick passed through. */
export function createNotifier(options: NoticeConfig & { kick: () => void; journey?: Journey }): Notifier {
  const config: NoticeConfig = {
    email: options.email,
    webhook: options.webhook,
    seal: options.seal,
    text: options.text,
  };
  const { journey } = options;
  return {
    notices: (event, booking, context) => [
      ...bookingNotices(event, booking, config, context),
      ...(journey ? journeyNotices(journey, event, booking, context) : []),
    ],
    visitor: (name, booking, at) => visitorNotice(config, name, booking, at),
    journey,
    ...(options.seal ? { seal: options.seal } : {}),
    kick: options.kick,
  };
}

/** A booking made holds its reminders; a change of state sends what entering the new one calls for. */
function journeyNotices(journey: Journey, event: NoticeEvent, b: Booking, context: NoticeContext): NoticeMessage[] {
  const now = context.now ?? b.updatedAt;
  if (event === "created") return journey.reminders(b, now, { manageUrl: context.manageUrl });
  if (event === "estimate") return journey.estimateReminder(b, now);
  return context.from === undefined ? [] : journey.noticesForMove(b, context.from, b.state, now);
}
