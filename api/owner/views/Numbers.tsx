// /owner/numbers: what the site brought this week against the week before, the booking funnel, the
// last two weeks by day (charts with their tables), by language when the shop has more than one,
// where visitors came from, and real phones' speed.
import { VITALS, type Vital } from "#shop/numbers-contract.ts";
import type { Counted, NumbersReport } from "../../numbers/report.ts";
import { profileLinks } from "../../numbers/campaign-links.ts";
import { shownAs } from "../../numbers/speed.ts";
import { business } from "#shop/facts.ts";
import { COUNT_LABELS, languageLabel, PAGE_KIND_LABELS } from "../numbers-labels.ts";
import { DayChart, Scroll, shortDay } from "./NumbersChart.tsx";
import { Layout } from "./Layout.tsx";
import { NUMBERS_CSS } from "./numbers-assets.ts";

export interface NumbersView {
  csrf: string;
  thisWeek: NumbersReport;
  lastWeek: NumbersReport;
  /** Both weeks, day by day, for the charts. */
  fortnight: NumbersReport;
  /** How many daily totals the last deletion removed. */
  deleted?: number;
}

/** The week's headline rows, in the order a shop cares about them. */
const HEADLINE: Counted[] = [
  "call",
  "directions",
  "text",
  "booking-made",
  "booking-start",
  "quote",
  "chat-open",
  "chat-message",
  "chat-unanswered",
  "menu",
  "pageview",
];

const VITAL_NAMES: Record<Vital, string> = {
  lcp: "Largest paint (LCP)",
  inp: "Response to taps (INP)",
  cls: "Layout shift (CLS)",
};

/** The head of a table of this week against last. */
const WeeksHead = ({ first }: { first: string }) => (
  <thead>
    <tr>
      <th scope="col">{first}</th>
      <th scope="col">This week</th>
      <th scope="col">Last week</th>
    </tr>
  </thead>
);

const range = (r: NumbersReport) => `${shortDay(r.from)} – ${shortDay(r.to)}`;
const share = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)}%)` : "");

function Ranked({
  id,
  title,
  column,
  rows,
}: {
  id: string;
  title: string;
  column: string;
  rows: NumbersReport["pages"];
}) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="hint">Nothing yet this week.</p>
      ) : (
        <Scroll label={title}>
          <table>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col">This week</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="mono">
                    {r.key}
                  </th>
                  <td>{r.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </section>
  );
}

/** What the languages' table shows of each: a visit, the tap that pays most, and a booking. */
const BY_LANGUAGE: Counted[] = ["pageview", "call", "booking-made"];

/** This week by the language of the page (the booking's own for a booking): shown when the shop has more than one. */
function ByLanguage({ report }: { report: NumbersReport }) {
  return (
    <section aria-labelledby="languages" className="card">
      <h2 id="languages">By language</h2>
      <p className="hint">The language of the page each visit, tap and booking came from.</p>
      <Scroll label="By language">
        <table id="languages-table">
          <caption>{range(report)}</caption>
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Visitors</th>
              {BY_LANGUAGE.map((k) => (
                <th key={k} scope="col">
                  {COUNT_LABELS[k]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.languages.map((l) => (
              <tr key={l.lang} data-lang={l.lang}>
                <th scope="row">{languageLabel(l.lang)}</th>
                <td data-count="visitors">{l.visitors}</td>
                {BY_LANGUAGE.map((k) => (
                  <td key={k} data-count={k}>
                    {l[k]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </section>
  );
}

function Speed({ report, id }: { report: NumbersReport; id: string }) {
  return (
    <Scroll label={`Speed, ${range(report)}`}>
      <table id={id}>
        <caption>{`75th percentile, ${range(report)}`}</caption>
        <thead>
          <tr>
            <th scope="col">Pages</th>
            {VITALS.map((v) => (
              <th scope="col" key={v}>
                {VITAL_NAMES[v]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.speed.map((row) => (
            <tr key={row.pageKind}>
              <th scope="row">{PAGE_KIND_LABELS[row.pageKind]}</th>
              {VITALS.map((v) => {
                const measured = row[v];
                return (
                  <td key={v} className={measured ? `rating ${measured.rating.replace(/ /g, "-")}` : undefined}>
                    {measured ? `${shownAs(v, measured.p75)}, ${measured.rating} (${measured.samples})` : "–"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function NumbersPage({ csrf, thisWeek, lastWeek, fortnight, deleted }: NumbersView) {
  const days = fortnight.days.map((d) => d.day);
  const now = thisWeek.totals;
  const before = lastWeek.totals;
  return (
    <Layout title="Numbers" csrf={csrf}>
      <link rel="stylesheet" href={NUMBERS_CSS} />
      <h1>Numbers</h1>
      <p>
        <a href="/owner/">Back to the desk</a>
      </p>
      {deleted !== undefined && (
        <p role="status" className="flash">
          {`Deleted ${deleted} daily ${deleted === 1 ? "total" : "totals"}.`}
        </p>
      )}
      <p className="hint">
        Counted without cookies: a visitor is one browser on one day. Bots and browsers that ask not to be tracked are
        not counted.
      </p>

      <section aria-labelledby="week" className="card">
        <h2 id="week">This week against last</h2>
        <Scroll label="This week against last">
          <table id="week-table">
            <caption>{`${range(thisWeek)} against ${range(lastWeek)}`}</caption>
            <WeeksHead first="What" />
            <tbody>
              <tr data-count="visitors">
                <th scope="row">Visitors</th>
                <td>{now.visitors}</td>
                <td>{before.visitors}</td>
              </tr>
              {HEADLINE.map((k) => (
                <tr key={k} data-count={k}>
                  <th scope="row">{COUNT_LABELS[k]}</th>
                  <td>{now[k]}</td>
                  <td>{before[k]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </section>

      <section aria-labelledby="funnel" className="card">
        <h2 id="funnel">From visit to booking</h2>
        <Scroll label="From visit to booking">
          <table id="funnel-table">
            <WeeksHead first="Step" />
            <tbody>
              <tr>
                <th scope="row">Visitors</th>
                <td>{now.visitors}</td>
                <td>{before.visitors}</td>
              </tr>
              <tr>
                <th scope="row">{COUNT_LABELS["booking-start"]}</th>
                <td>{`${now["booking-start"]}${share(now["booking-start"], now.visitors)}`}</td>
                <td>{`${before["booking-start"]}${share(before["booking-start"], before.visitors)}`}</td>
              </tr>
              <tr>
                <th scope="row">{COUNT_LABELS["booking-made"]}</th>
                <td>{`${now["booking-made"]}${share(now["booking-made"], now.visitors)}`}</td>
                <td>{`${before["booking-made"]}${share(before["booking-made"], before.visitors)}`}</td>
              </tr>
            </tbody>
          </table>
        </Scroll>
      </section>

      <section aria-labelledby="by-day" className="card">
        <h2 id="by-day">The last two weeks by day</h2>
        <DayChart
          id="visitors"
          title="Visitors"
          days={days}
          series={[{ key: "visitors", label: "Visitors", values: fortnight.days.map((d) => d.visitors) }]}
        />
        <DayChart
          id="actions"
          title="Calls, directions and bookings"
          days={days}
          series={(["call", "directions", "booking-made"] as const).map((k) => ({
            key: k,
            label: COUNT_LABELS[k],
            values: fortnight.days.map((d) => d[k]),
          }))}
        />
      </section>

      {business.languages.length > 1 && <ByLanguage report={thisWeek} />}

      <Ranked id="pages" title="Top pages" column="Page" rows={thisWeek.pages} />
      <Ranked id="referrers" title="Where visitors came from" column="Site" rows={thisWeek.referrers} />
      <Ranked
        id="campaigns"
        title="Campaigns (UTM links)"
        column="Source / medium / campaign"
        rows={thisWeek.campaigns}
      />
      <Ranked id="taps" title="Taps by page" column="Tap and page" rows={thisWeek.actions} />

      <section aria-labelledby="speed" className="card">
        <h2 id="speed">Real phones' speed</h2>
        <p className="hint">
          As visitors' browsers measured it. Good: the largest paint within 2.5 s, a response to a tap within 200 ms, a
          layout shift under 0.1; poor past 4 s, 500 ms and 0.25. The number of measures is in brackets.
        </p>
        <h3>This week</h3>
        <Speed report={thisWeek} id="speed-this-week" />
        <h3>Last week</h3>
        <Speed report={lastWeek} id="speed-last-week" />
      </section>

      <section aria-labelledby="profile-links" className="card">
        <h2 id="profile-links">Links for your Google Business Profile</h2>
        <p className="hint">
          Paste these in the profile's fields: visitors they bring show under Campaigns as google / organic / and the
          campaign's name.
        </p>
        <dl>
          {profileLinks().map((link) => (
            <div key={link.field}>
              <dt>{link.field}</dt>
              <dd>
                <code>{link.url}</code>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="numbers-export" className="card">
        <h2 id="numbers-export">Export (CSV or JSON)</h2>
        <form method="get" action="/owner/numbers.csv" className="stack">
          <div className="row">
            <div className="field">
              <label htmlFor="n-from">From</label>
              <input id="n-from" name="from" type="date" required defaultValue={thisWeek.from} />
            </div>
            <div className="field">
              <label htmlFor="n-to">To</label>
              <input id="n-to" name="to" type="date" required defaultValue={thisWeek.to} />
            </div>
          </div>
          <button type="submit">Download CSV</button>
        </form>
        <p className="hint">
          The same figures as JSON: <code>{`/owner/api/numbers?from=${thisWeek.from}&to=${thisWeek.to}`}</code>
        </p>
      </section>

      <section aria-labelledby="numbers-delete" className="card">
        <h2 id="numbers-delete">Delete old numbers</h2>
        <form method="post" action="/owner/numbers/delete" className="stack">
          <input type="hidden" name="_csrf" value={csrf} />
          <div className="field">
            <label htmlFor="n-through">Delete everything counted up to and including</label>
            <input id="n-through" name="through" type="date" required />
          </div>
          <button type="submit">Delete</button>
        </form>
      </section>
    </Layout>
  );
}
