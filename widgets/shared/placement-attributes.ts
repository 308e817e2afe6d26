// The `position` and `offset` attributes of the floating widgets, read the same way by the React
// components (through placement.ts) and by the plain-DOM shells, which must not import React.

export type Side = "left" | "right";

/** The two attributes in the floating widgets' tables (their attributes.ts spread it). */
export const placementAttributes = {
  position: "string",
  offset: "number",
} as const;

/** The `position` attribute: "left" or "right"; anything else is the widget's default side. */
export const side = (value: string | null | undefined, fallback: Side): Side =>
  value === "left" || value === "right" ? value : fallback;

/**
 * The `offset` attribute (CSS pixels above the bottom edge, e.g. over a partner's own fixed bottom
 * navigation) as the private `--offset` property the stylesheets read. Negative or absurd values are
 * clamped to what keeps the widget on screen.
 */
export const offsetPx = (offset: number | undefined): number => Math.min(Math.max(0, Math.round(offset ?? 0)), 400);
