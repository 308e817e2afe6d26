// A bar chart by day, drawn on the server as SVG (no chart script), and the same figures as a table
// below it for screen readers and for reading exact values. Colours are classes of numbers.css
// (attributes, not inline styles, which the security policy refuses).
import type { ReactNode } from "react";

export interface Series {
  key: string;
  label: string;
  values: number[];
}

/**
 * A table's sideways scroll on a phone. A box that scrolls must be reachable by keyboard, or a keyboard
 * user cannot read what is off to the side (axe's scrollable-region-focusable): a named region in the
 * tab order. Whether a table overflows depends on its figures and words (a partner page's long
 * address, the languages' five columns), so every one is.
 */
export const Scroll = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="scroll" role="region" aria-label={label} tabIndex={0}>
    {children}
  </div>
);

/** "Wed 3/4" for a shop date. */
export const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`)
    .toLocaleDateString("en-US", { weekday: "short", month: "numeric", day: "numeric", timeZone: "UTC" })
    .replace(",", "");

const WIDTH = 360;
const HEIGHT = 170;
const LEFT = 30;
const BOTTOM = 22;
const TOP = 14;

export function DayChart({ id, title, days, series }: { id: string; title: string; days: string[]; series: Series[] }) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / days.length;
  const barWidth = Math.max(2, (slot - 4) / series.length);
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  return (
    <figure className="chart" aria-labelledby={`${id}-caption`}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} data-chart={id}>
        <title id={`${id}-title`}>{`${title}: the figures are in the table below`}</title>
        <line x1={LEFT} x2={WIDTH} y1={y(0)} y2={y(0)} className="axis" />
        <line x1={LEFT} x2={WIDTH} y1={y(max)} y2={y(max)} className="grid" />
        <text x={LEFT - 4} y={y(max) + 4} textAnchor="end" className="tick">
          {max}
        </text>
        <text x={LEFT - 4} y={y(0)} textAnchor="end" className="tick">
          0
        </text>
        {days.map((day, d) => (
          <g key={day}>
            {series.map((s, i) => {
              const value = s.values[d] ?? 0;
              const x = LEFT + d * slot + 2 + i * barWidth;
              return (
                <rect
                  key={s.key}
                  x={x}
                  y={y(value)}
                  width={barWidth}
                  height={y(0) - y(value)}
                  className={`bar s${i}`}
                  data-series={s.key}
                  data-day={day}
                  data-value={value}
                >
                  <title>{`${shortDay(day)}: ${value} ${s.label.toLowerCase()}`}</title>
                </rect>
              );
            })}
            {d % 2 === days.length % 2 ? null : (
              <text x={LEFT + d * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="tick">
                {shortDay(day).split(" ")[1]}
              </text>
            )}
          </g>
        ))}
      </svg>
      {series.length > 1 && (
        <ul className="legend" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.key}>
              <span className={`swatch s${i}`} /> {s.label}
            </li>
          ))}
        </ul>
      )}
      <figcaption id={`${id}-caption`}>{title}</figcaption>
      <Scroll label={`${title}, by day`}>
        <table data-chart-table={id}>
          <caption>{`${title}, by day`}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th scope="col" key={s.key}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, d) => (
              <tr key={day} data-day={day}>
                <th scope="row">{shortDay(day)}</th>
                {series.map((s) => (
                  <td key={s.key} data-series={s.key}>
                    {s.values[d] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </figure>
  );
}
