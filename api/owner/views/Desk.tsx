// The desk itself, for a phone at the bench: what the last action did, today's bookings first, the
// coming days, the tools (views/DeskForms.tsx), and what visitors asked that the assistant could not
// answer. Every action is a plain <form method="post">; owner.js only makes the state buttons answer
// without a page load.
import type { ReactNode } from "react";
import { formatUsPhone } from "#shop/booking-fields.ts";
import { longDate } from "#shop/clock.ts";
import type { Block, Booking } from "../../booking/types.ts";
import { timeOfDay } from "../shop-clock.ts";
import { BookingItem, type ItemJourney } from "./BookingItem.tsx";
import { BlockText, BlockTimeForm, CalendarFeed, CsvExport, WalkInForm } from "./DeskForms.tsx";
import type { DeskFormState } from "./fields.tsx";
import { Layout } from "./Layout.tsx";
import type { UnansweredGroup } from "../../chat/unanswered-store.ts";
import { BulkCancelForm } from "./BulkCancelForm.tsx";
import { ReviewAsksLine } from "./ReviewAsksLine.tsx";
import type { ReviewCounts } from "../../journey/review-ask.ts";
import { TextsSection, type TextsView } from "./Texts.tsx";

/** A question visitors asked that the assistant could not answer, personal details removed. */
export type QuestionGroup = Pick<UnansweredGroup, "key" | "example" | "count">;

export interface DeskView {
  csrf: string;
  today: string;
  /** Today first (always, even empty), then the coming days that have bookings. */
  days: { date: string; bookings: Booking[] }[];
  /** Each listed booking's journey (last move, Step back, estimate), by id. */
  journeys?: ReadonlyMap<string, ItemJourney>;
  blocks: Block[];
  /** A block just added, and the active bookings inside it (to call). */
  blocked?: { block: Block; bookings: Booking[] };
  /** One line saying what the last action did (views/Flash.tsx). */
  flash?: ReactNode;
  feedUrl?: string;
  unanswered: QuestionGroup[];
  /** Off (the data switch), the desk says nothing is recorded. */
  recording: boolean;
  /** Slot start times across the week ("10:00"), for the walk-in and block forms. */
  times: string[];
  walkIn?: DeskFormState;
  blockForm?: DeskFormState;
  /** Booking is off or has no database: the desk says so instead of listing. */
  unavailable?: string;
  /** This month's review asks and clicks; absent when the shop asks for none. */
  reviewAsks?: ReviewCounts;
  /** What visitors texted back, and the texts not delivered (api/owner/texts.ts). */
  texts?: TextsView;
}

function dayTitle(date: string, today: string) {
  const label = longDate(date, { year: Number(today.slice(0, 4)) });
  return date === today ? `Today, ${label}` : label;
}

function BlockedNotice({ block, bookings }: NonNullable<DeskView["blocked"]>) {
  return (
    <section className="card warn" aria-labelledby="blocked-title">
      <h2 id="blocked-title">
        Blocked: <BlockText block={block} />
      </h2>
      {bookings.length === 0 ? (
        <p>No booking was inside it.</p>
      ) : (
        <>
          <p>These bookings are inside the blocked time. Call them to move or cancel:</p>
          <ul className="plain">
            {bookings.map((b) => (
              <li key={b.id}>
                {timeOfDay(b.start)} <bdi>{b.name}</bdi>: <a href={`tel:${b.phone}`}>{formatUsPhone(b.phone)}</a> (
                {b.reference})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One day's bookings under its heading (a coming day, or an earlier one with phones still in the shop). */
function Day({ d, v }: { d: DeskView["days"][number]; v: DeskView }) {
  return (
    <section aria-labelledby={`d-${d.date}`} className="day">
      <h3 id={`d-${d.date}`}>{dayTitle(d.date, v.today)}</h3>
      <ul className="bookings">
        {d.bookings.map((b) => (
          <BookingItem key={b.id} b={b} csrf={v.csrf} journey={v.journeys?.get(b.id)} />
        ))}
      </ul>
    </section>
  );
}

function Bookings({ v }: { v: DeskView }) {
  const todayDay = v.days.find((d) => d.date === v.today) ?? { date: v.today, bookings: [] };
  const earlier = v.days.filter((d) => d.date < v.today);
  const coming = v.days.filter((d) => d.date > v.today);
  return (
    <>
      {earlier.length > 0 && (
        <section aria-labelledby="in-shop">
          <h2 id="in-shop">Still in the shop from earlier days</h2>
          {earlier.map((d) => (
            <Day key={d.date} d={d} v={v} />
          ))}
        </section>
      )}
      <section aria-labelledby="today" className="day">
        <h2 id="today">{dayTitle(todayDay.date, v.today)}</h2>
        {todayDay.bookings.length === 0 ? (
          <p>No bookings today.</p>
        ) : (
          <ul className="bookings">
            {todayDay.bookings.map((b) => (
              <BookingItem key={b.id} b={b} csrf={v.csrf} journey={v.journeys?.get(b.id)} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="coming">
        <h2 id="coming">Coming days</h2>
        {coming.length === 0 && <p>No bookings yet.</p>}
        {coming.map((d) => (
          <Day key={d.date} d={d} v={v} />
        ))}
      </section>
    </>
  );
}

function Unanswered({ recording, groups }: { recording: boolean; groups: QuestionGroup[] }) {
  return (
    <section aria-labelledby="questions" className="card">
      <h2 id="questions">What visitors asked that the assistant could not answer</h2>
      <p className="hint">
        {recording
          ? "This week's ten most asked, personal details removed."
          : "Recording is switched off (recordUnanswered in site/_data/chat.ts)."}
      </p>
      {!recording ? null : groups.length === 0 ? (
        <p>Nothing this week.</p>
      ) : (
        <ol className="questions">
          {groups.map((q) => (
            <li key={q.key}>
              <bdi className="q">{q.example}</bdi>{" "}
              <span className="count">{q.count === 1 ? "asked once" : `asked ${q.count} times`}</span>
            </li>
          ))}
        </ol>
      )}
      <p>
        <a href="/owner/help#faq">How to add an answer to the FAQ</a>
      </p>
    </section>
  );
}

export function DeskPage({ v }: { v: DeskView }) {
  const form = { csrf: v.csrf, today: v.today, times: v.times };
  return (
    <Layout title="Owner's desk" csrf={v.csrf} script>
      <h1>Owner's desk</h1>
      <nav aria-label="On this page" className="jump">
        <a href="#today">Today</a> <a href="#add">Add a booking</a> <a href="#block">Block time</a>{" "}
        <a href="#calendar">Calendar</a> <a href="#export">Export</a> <a href="#questions">Questions</a>
      </nav>
      <div role="status" className="flash" id="flash">
        {v.flash}
      </div>
      {v.blocked && <BlockedNotice {...v.blocked} />}
      {v.unavailable ? (
        <p className="card">{v.unavailable}</p>
      ) : (
        <>
          <Bookings v={v} />
          {v.texts && <TextsSection v={v.texts} csrf={v.csrf} />}

          <WalkInForm {...form} state={v.walkIn} />
          <BlockTimeForm {...form} state={v.blockForm} blocks={v.blocks} />
          <BulkCancelForm csrf={v.csrf} />
          <CalendarFeed csrf={v.csrf} feedUrl={v.feedUrl} />
          <CsvExport today={v.today} />
          {v.reviewAsks && <ReviewAsksLine counts={v.reviewAsks} />}
        </>
      )}
      <Unanswered recording={v.recording} groups={v.unanswered} />
    </Layout>
  );
}
