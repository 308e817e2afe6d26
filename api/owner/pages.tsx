// The owner's desk as HTML, rendered on the server with React (renderToStaticMarkup): every value a
// visitor typed (name, note) goes through React's escaping and is never HTML. Every action is a plain
// <form method="post"> carrying the CSRF token, so the desk works with JavaScript off; owner.js only
// makes the state buttons answer without a page load.
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { isoInZone } from "#shop/availability.ts";
import { formatUsPhone, NAME_MAX } from "#shop/booking-fields.ts";
import { booking as rules, business, formatTime, models } from "#shop/facts.ts";
import { addDays, formatDate } from "#shop/schedule.ts";
import { modelName, serviceName } from "../booking/describe.ts";
import type { Block, Booking, BookingState } from "../booking/types.ts";
import type { UnansweredGroup } from "../chat/unanswered-store.ts";

export { modelName, serviceName };

export const OWNER_CSS = "/owner/assets/owner.css";
export const OWNER_JS = "/owner/assets/owner.js";

const zone = business.timeZone;
/** "2026-11-25" in the shop's zone. */
export const shopDate = (ms: number) => isoInZone(zone, ms).slice(0, 10);
/** "10:30 AM" in the shop's zone. */
export const shopTime = (ms: number) => formatTime(isoInZone(zone, ms).slice(11, 16));

/** Each state in words, as the owner reads it. */
export const STATE_WORDS: Record<BookingState, string> = {
  new: "new",
  confirmed: "confirmed",
  done: "done",
  "no-show": "no-show",
  cancelled: "cancelled",
};

/** The buttons, in the order the desk shows them. */
export const ACTIONS: { state: Exclude<BookingState, "new">; label: string }[] = [
  { state: "confirmed", label: "Confirm" },
  { state: "done", label: "Done" },
  { state: "no-show", label: "No-show" },
  { state: "cancelled", label: "Cancel" },
];

/**
 * What the owner can change a state to. Confirm only a new booking; Done and No-show are the owner's
 * call at any time (and can be swapped); a cancelled booking stays cancelled (its place may be taken).
 */
export const NEXT_STATES: Record<BookingState, readonly BookingState[]> = {
  new: ["confirmed", "done", "no-show", "cancelled"],
  confirmed: ["done", "no-show", "cancelled"],
  done: ["no-show"],
  "no-show": ["done"],
  cancelled: [],
};

export function documentOf(page: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

function Layout(props: { title: string; csrf?: string; children: ReactNode; script?: boolean }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`${props.title} | ${business.name}`}</title>
        <link rel="stylesheet" href={OWNER_CSS} />
        {props.script && <script type="module" src={OWNER_JS} />}
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="bar">
          <p className="brand">
            {business.name} <span>Owner's desk</span>
          </p>
          {props.csrf !== undefined && (
            <form method="post" action="/owner/logout">
              <input type="hidden" name="_csrf" value={props.csrf} />
              <button type="submit" className="quiet">
                Sign out
              </button>
            </form>
          )}
        </header>
        <main id="main">{props.children}</main>
      </body>
    </html>
  );
}

// --- Sign-in ------------------------------------------------------------------------------------

export function loginPage(opts: { csrf: string; error?: string }) {
  return documentOf(
    <Layout title="Sign in">
      <h1>Sign in</h1>
      <form method="post" action="/owner/login" className="card stack">
        <input type="hidden" name="_csrf" value={opts.csrf} />
        {opts.error && (
          <p className="error" role="alert" id="login-error">
            {opts.error}
          </p>
        )}
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          aria-invalid={opts.error ? true : undefined}
          aria-describedby={opts.error ? "login-error" : undefined}
        />
        <button type="submit">Sign in</button>
      </form>
    </Layout>,
  );
}

export function setupPage() {
  return documentOf(
    <Layout title="Set a password">
      <h1>The owner's desk has no password yet</h1>
      <div className="card stack">
        <p>Nothing here opens until a password is set. On the server's machine:</p>
        <ol>
          <li>
            Run <code>npm run owner:password</code>, type the password twice, and copy the line it prints.
          </li>
          <li>
            Set it as <code>OWNER_PASSWORD_HASH</code> in the server's environment.
          </li>
          <li>
            Set <code>SESSION_KEY</code> to 64 hex characters: <code>openssl rand -hex 32</code> makes one.
          </li>
          <li>Restart the server and open this page again.</li>
        </ol>
      </div>
    </Layout>,
  );
}

export function messagePage(opts: { title: string; text: string; link?: { href: string; label: string } }) {
  return documentOf(
    <Layout title={opts.title}>
      <h1>{opts.title}</h1>
      <div className="card stack">
        <p>{opts.text}</p>
        {opts.link && <a href={opts.link.href}>{opts.link.label}</a>}
      </div>
    </Layout>,
  );
}

// --- The desk -----------------------------------------------------------------------------------

export interface FormState {
  values: Record<string, string | undefined>;
  errors: Record<string, string>;
  message?: string;
}

export interface DeskView {
  csrf: string;
  today: string;
  /** Today first (always, even empty), then the coming days that have bookings. */
  days: { date: string; bookings: Booking[] }[];
  blocks: Block[];
  /** A block just added, and the active bookings inside it (to call). */
  blocked?: { block: Block; bookings: Booking[] };
  /** One line saying what the last action did. */
  flash?: string;
  feedUrl?: string;
  unanswered: UnansweredGroup[];
  /** site/_data/chat.ts recordUnanswered: off, the desk says nothing is recorded. */
  recording: boolean;
  /** Slot start times across the week ("10:00"), for the walk-in and block forms. */
  times: string[];
  walkIn?: FormState;
  blockForm?: FormState;
  /** Booking is off or has no database: the desk says so instead of listing. */
  unavailable?: string;
}

const bookingHeadingId = (b: Booking) => `b-${b.id}-title`;

export function BookingItem({ b, csrf }: { b: Booking; csrf: string }) {
  const model = modelName(b.model);
  const next = NEXT_STATES[b.state];
  return (
    <li className={`booking state-${b.state}`} id={`b-${b.id}`} data-booking={b.id}>
      <p className="when" id={bookingHeadingId(b)}>
        <strong className="time">{shopTime(b.start)}</strong> <strong className="who">{b.name}</strong>
      </p>
      <p className="repair">
        {model ? `${model} · ` : ""}
        {serviceName(b.service)}
      </p>
      <p>
        <a className="tel" href={`tel:${b.phone}`}>
          {formatUsPhone(b.phone)}
        </a>
        {b.email && <span className="email"> · {b.email}</span>}
      </p>
      {b.notes && <p className="note">Note: {b.notes}</p>}
      <p className="state">
        <span className="visually-hidden">State: </span>
        <span className="badge" data-state={b.state}>
          {STATE_WORDS[b.state]}
        </span>
        <span className="ref"> {b.reference}</span>
        {b.source === "owner" && <span className="ref"> · taken by the shop</span>}
      </p>
      {next.length > 0 && (
        <form method="post" action={`/owner/bookings/${b.id}/state`} className="actions" data-quick="">
          <input type="hidden" name="_csrf" value={csrf} />
          {ACTIONS.filter((a) => next.includes(a.state)).map((a) => (
            <button
              key={a.state}
              type="submit"
              name="state"
              value={a.state}
              className={a.state === "cancelled" ? "danger" : a.state === "confirmed" ? "primary" : undefined}
              aria-describedby={bookingHeadingId(b)}
            >
              {a.label}
            </button>
          ))}
        </form>
      )}
    </li>
  );
}

/** One booking's markup, for owner.js to put in place after a state change. */
export const bookingItemHtml = (b: Booking, csrf: string) => renderToStaticMarkup(<BookingItem b={b} csrf={csrf} />);

function dayTitle(date: string, today: string) {
  const label = formatDate(date, Number(today.slice(0, 4)));
  return date === today ? `Today, ${label}` : label;
}

/** What a field's control carries: its id, and its hint and error as description and state. */
interface Control {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** A select's options from [value, label] pairs. */
const options = (pairs: Array<[string, string]>) =>
  pairs.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: Control) => ReactNode;
}) {
  const ids =
    [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean).join(" ") || undefined;
  const control: Control = { id: props.id, "aria-describedby": ids, "aria-invalid": props.error ? true : undefined };
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <p className="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
      {props.children(control)}
    </div>
  );
}

function FormMessage({ state }: { state?: FormState }) {
  if (!state?.message && Object.keys(state?.errors ?? {}).length === 0) return null;
  return (
    <p className="error" role="alert">
      {state?.message ?? "Please check the fields marked below."}
    </p>
  );
}

function blockText(block: Block) {
  const date = shopDate(block.start);
  const whole = block.end - block.start >= 23 * 3_600_000;
  const span = whole ? "the whole day" : `${shopTime(block.start)} – ${shopTime(block.end)}`;
  return `${formatDate(date)}, ${span}${block.label ? ` (${block.label})` : ""}`;
}

export function deskPage(v: DeskView) {
  const walk = v.walkIn?.values ?? {};
  const werr = v.walkIn?.errors ?? {};
  const blk = v.blockForm?.values ?? {};
  const berr = v.blockForm?.errors ?? {};
  const [todayDay, ...coming] = v.days;
  return documentOf(
    <Layout title="Owner's desk" csrf={v.csrf} script>
      <h1>Owner's desk</h1>
      <nav aria-label="On this page" className="jump">
        <a href="#today">Today</a> <a href="#add">Add a booking</a> <a href="#block">Block time</a>{" "}
        <a href="#calendar">Calendar</a> <a href="#export">Export</a> <a href="#questions">Questions</a>
      </nav>
      <div role="status" className="flash" id="flash">
        {v.flash}
      </div>
      {v.blocked && (
        <section className="card warn" aria-labelledby="blocked-title">
          <h2 id="blocked-title">Blocked: {blockText(v.blocked.block)}</h2>
          {v.blocked.bookings.length === 0 ? (
            <p>No booking was inside it.</p>
          ) : (
            <>
              <p>These bookings are inside the blocked time. Call them to move or cancel:</p>
              <ul className="plain">
                {v.blocked.bookings.map((b) => (
                  <li key={b.id}>
                    {shopTime(b.start)} {b.name}: <a href={`tel:${b.phone}`}>{formatUsPhone(b.phone)}</a> ({b.reference}
                    )
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {v.unavailable ? (
        <p className="card">{v.unavailable}</p>
      ) : (
        <>
          <section aria-labelledby="today" className="day">
            <h2 id="today">{dayTitle(todayDay!.date, v.today)}</h2>
            {todayDay!.bookings.length === 0 ? (
              <p>No bookings today.</p>
            ) : (
              <ul className="bookings">
                {todayDay!.bookings.map((b) => (
                  <BookingItem key={b.id} b={b} csrf={v.csrf} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="coming">
            <h2 id="coming">Coming days</h2>
            {coming.length === 0 && <p>No bookings yet.</p>}
            {coming.map((d) => (
              <section key={d.date} aria-labelledby={`d-${d.date}`} className="day">
                <h3 id={`d-${d.date}`}>{dayTitle(d.date, v.today)}</h3>
                <ul className="bookings">
                  {d.bookings.map((b) => (
                    <BookingItem key={b.id} b={b} csrf={v.csrf} />
                  ))}
                </ul>
              </section>
            ))}
          </section>

          <section aria-labelledby="add" className="card">
            <h2 id="add">Add a walk-in or phone booking</h2>
            <form method="post" action="/owner/bookings" className="stack" noValidate>
              <input type="hidden" name="_csrf" value={v.csrf} />
              <FormMessage state={v.walkIn} />
              <div className="row">
                <Field id="w-date" label="Date" error={werr.date}>
                  {(c) => <input {...c} name="date" type="date" required defaultValue={walk.date ?? v.today} />}
                </Field>
                <Field id="w-time" label="Time" error={werr.start}>
                  {(c) => (
                    <select {...c} name="time" required defaultValue={walk.time}>
                      {options(v.times.map((t) => [t, formatTime(t)]))}
                    </select>
                  )}
                </Field>
              </div>
              <Field id="w-service" label="Repair" error={werr.service}>
                {(c) => (
                  <select {...c} name="service" required defaultValue={walk.service}>
                    {options(rules.services.map((key) => [key, serviceName(key)]))}
                  </select>
                )}
              </Field>
              <Field id="w-model" label="Model (optional)" error={werr.model}>
                {(c) => (
                  <select {...c} name="model" defaultValue={walk.model ?? ""}>
                    <option value="">Not given</option>
                    {options(models.map((m) => [m.slug, m.name]))}
                  </select>
                )}
              </Field>
              <Field id="w-name" label="Name" error={werr.name}>
                {(c) => (
                  <input {...c} name="name" required maxLength={NAME_MAX} autoComplete="off" defaultValue={walk.name} />
                )}
              </Field>
              <Field id="w-phone" label="Phone" error={werr.phone}>
                {(c) => <input {...c} name="phone" type="tel" required autoComplete="off" defaultValue={walk.phone} />}
              </Field>
              <button type="submit" className="primary">
                Add booking
              </button>
            </form>
          </section>

          <section aria-labelledby="block" className="card">
            <h2 id="block">Block time</h2>
            <p className="hint">
              Blocked time leaves the free slots at once. Bookings already inside it are listed so you can call them.
            </p>
            <form method="post" action="/owner/blocks" className="stack" noValidate>
              <input type="hidden" name="_csrf" value={v.csrf} />
              <FormMessage state={v.blockForm} />
              <div className="row">
                <Field id="k-date" label="Date" error={berr.date}>
                  {(c) => <input {...c} name="date" type="date" required defaultValue={blk.date ?? v.today} />}
                </Field>
                <Field id="k-span" label="What" error={berr.span}>
                  {(c) => (
                    <select {...c} name="span" defaultValue={blk.span ?? "day"}>
                      <option value="day">The whole day</option>
                      <option value="morning">The morning (until noon)</option>
                      <option value="afternoon">The afternoon (from noon)</option>
                      {options(v.times.map((t) => [t, `The ${formatTime(t)} slot`]))}
                    </select>
                  )}
                </Field>
              </div>
              <Field
                id="k-label"
                label="Label (optional)"
                hint="For you only, such as 'Technician off sick'."
                error={berr.label}
              >
                {(c) => <input {...c} name="label" maxLength={80} autoComplete="off" defaultValue={blk.label} />}
              </Field>
              <button type="submit">Block</button>
            </form>
            {v.blocks.length > 0 && (
              <>
                <h3>Blocked time coming up</h3>
                <ul className="plain blocks">
                  {v.blocks.map((b) => (
                    <li key={b.id}>
                      <span id={`k-${b.id}`}>{blockText(b)}</span>
                      <form method="post" action={`/owner/blocks/${b.id}/delete`}>
                        <input type="hidden" name="_csrf" value={v.csrf} />
                        <button type="submit" className="quiet" aria-describedby={`k-${b.id}`}>
                          Unblock
                        </button>
                      </form>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <section aria-labelledby="calendar" className="card">
            <h2 id="calendar">Calendar feed</h2>
            {v.feedUrl ? (
              <>
                <p>
                  Subscribe to this address in Google Calendar (Other calendars, From URL) or Apple Calendar (New
                  Calendar Subscription). Keep it private: anyone with it sees the bookings.
                </p>
                <label htmlFor="feed-url">Feed address</label>
                <input id="feed-url" readOnly value={v.feedUrl} className="mono" />
              </>
            ) : (
              <p>There is no feed address yet. Make one, then subscribe to it from your calendar.</p>
            )}
            <form method="post" action="/owner/calendar/regenerate">
              <input type="hidden" name="_csrf" value={v.csrf} />
              <button type="submit">{v.feedUrl ? "Regenerate" : "Make a feed address"}</button>
            </form>
            {v.feedUrl && <p className="hint">Regenerate makes a new address; the old one stops working at once.</p>}
          </section>

          <section aria-labelledby="export" className="card">
            <h2 id="export">Export bookings (CSV)</h2>
            <form method="get" action="/owner/export.csv" className="stack">
              <div className="row">
                <div className="field">
                  <label htmlFor="x-from">From</label>
                  <input id="x-from" name="from" type="date" required defaultValue={v.today} />
                </div>
                <div className="field">
                  <label htmlFor="x-to">To</label>
                  <input id="x-to" name="to" type="date" required defaultValue={addDays(v.today, rules.horizonDays)} />
                </div>
              </div>
              <button type="submit">Download CSV</button>
            </form>
          </section>
        </>
      )}

      <section aria-labelledby="questions" className="card">
        <h2 id="questions">What visitors asked that the assistant could not answer</h2>
        <p className="hint">
          {v.recording
            ? "This week's ten most asked, personal details removed."
            : "Recording is switched off (recordUnanswered in site/_data/chat.ts)."}
        </p>
        {!v.recording ? null : v.unanswered.length === 0 ? (
          <p>Nothing this week.</p>
        ) : (
          <ol className="questions">
            {v.unanswered.map((q) => (
              <li key={q.key}>
                <span className="q">{q.example}</span>{" "}
                <span className="count">{q.count === 1 ? "asked once" : `asked ${q.count} times`}</span>
              </li>
            ))}
          </ol>
        )}
        <p>
          <a href="/owner/help#faq">How to add an answer to the FAQ</a>
        </p>
      </section>
    </Layout>,
  );
}

// --- Help ---------------------------------------------------------------------------------------

export function helpPage(opts: { csrf: string }) {
  return documentOf(
    <Layout title="Help" csrf={opts.csrf}>
      <h1>Help</h1>
      <section aria-labelledby="faq" className="card stack">
        <h2 id="faq">Adding an answer to the FAQ</h2>
        <p>
          The assistant answers from the site's data. To give it an answer it lacked, add a question to{" "}
          <code>site/_data/faq.ts</code>: an <code>id</code> (lowercase words joined by dashes), the{" "}
          <code>question</code> as visitors ask it, the <code>answer</code>, and a <code>category</code>. The
          docs/content.md ("Where the shop owner edits facts") lists every data file and its fields.
        </p>
        <p>Rebuild and restart the site (npm start); the FAQ on the pages and the assistant both use the new answer.</p>
      </section>
      <section aria-labelledby="recorded" className="card stack">
        <h2 id="recorded">What is recorded, and for how long</h2>
        <p>
          Only the wording of questions the assistant could not answer, with phone numbers, email addresses, names,
          links and long codes replaced, and how many times each was asked. No address, no browser and no conversation.
          Each question is deleted {rules.retentionDays} days after it was last asked; bookings are deleted{" "}
          {rules.retentionDays} days after their slot.
        </p>
      </section>
      <p>
        <a href="/owner/">Back to the desk</a>
      </p>
    </Layout>,
  );
}
