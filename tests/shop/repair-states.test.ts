// The repair's states and moves, as a whole: the table is closed (every move leads to a state), the end
// states are ends, the bench states are exactly the ones before the phone comes in, every sequence of
// allowed moves from where a journey starts (booked online, checked in for a walk-in) stays on the
// table, and Step back goes back one tap of the owner's only, never twice.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BENCH_STATES,
  DESK_MOVES,
  ESTIMATE_FROM_STATES,
  IN_SHOP_STATES,
  MOVES,
  REPAIR_STATES,
  STATE_WORDS,
  canMove,
  deskMovesFrom,
  stepBackTarget,
  timeline,
  type RepairState,
  type StateEvent,
} from "#shop/repair-states.ts";

const STARTS: RepairState[] = ["booked", "checked-in"];

/** A walk through the table: at each step, one of the moves allowed from where it stands (by index). */
const walk = (start: RepairState, picks: number[]) => {
  const path: RepairState[] = [start];
  for (const pick of picks) {
    const next = MOVES[path.at(-1)!];
    if (next.length === 0) break;
    path.push(next[pick % next.length]!);
  }
  return path;
};

describe("the moves table", () => {
  it("names only states, each once, and every state has words in English, Spanish and the desk's", () => {
    for (const [from, to] of Object.entries(MOVES)) {
      expect(REPAIR_STATES).toContain(from);
      expect(new Set(to).size).toBe(to.length);
      for (const s of to) expect(REPAIR_STATES).toContain(s);
      expect(to).not.toContain(from);
    }
    for (const s of REPAIR_STATES) {
      expect(STATE_WORDS[s].en.length).toBeGreaterThan(0);
      expect(STATE_WORDS[s].es.length).toBeGreaterThan(0);
      expect(STATE_WORDS[s].desk.length).toBeGreaterThan(0);
    }
  });

  it("collected and cancelled are ends; the bench is booked and confirmed; every state is reachable", () => {
    expect(MOVES.collected).toEqual([]);
    expect(MOVES.cancelled).toEqual([]);
    expect([...BENCH_STATES]).toEqual(["booked", "confirmed"]);
    const reached = new Set<RepairState>(STARTS);
    for (let grew = true; grew;) {
      grew = false;
      for (const s of reached)
        for (const t of MOVES[s])
          if (!reached.has(t)) {
            reached.add(t);
            grew = true;
          }
    }
    expect([...reached].sort()).toEqual([...REPAIR_STATES].sort());
  });

  it("any sequence of allowed moves from booked or checked-in stays on the table and ends in a state", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STARTS), fc.array(fc.nat(20), { maxLength: 15 }), (start, picks) => {
        const path = walk(start, picks);
        for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1]!, path[i]!)).toBe(true);
        const end = path.at(-1)!;
        expect(REPAIR_STATES).toContain(end);
        // Once the phone is in, the bench is never held again: nothing leads back to booked or confirmed.
        const firstInShop = path.findIndex((s) => (IN_SHOP_STATES as readonly string[]).includes(s));
        if (firstInShop >= 0)
          for (const s of path.slice(firstInShop)) expect(BENCH_STATES as readonly string[]).not.toContain(s);
      }),
    );
  });

  it("the desk's buttons are the table's moves, less awaiting-approval (an estimate makes that one)", () => {
    for (const s of REPAIR_STATES) {
      const buttons = deskMovesFrom(s).map((m) => m.state as RepairState);
      expect(buttons).toEqual(MOVES[s].filter((t) => t !== "awaiting-approval").sort(byDeskOrder));
    }
    expect(DESK_MOVES.map((m) => m.state)).not.toContain("awaiting-approval");
    for (const s of ESTIMATE_FROM_STATES)
      expect(canMove(s, "awaiting-approval") || s === "awaiting-approval").toBe(true);
  });
});

const deskOrder = DESK_MOVES.map((m) => m.state as RepairState);
const byDeskOrder = (a: RepairState, b: RepairState) => deskOrder.indexOf(a) - deskOrder.indexOf(b);

const ev = (state: string, by: StateEvent["by"] = "owner", stepBack = false, at = 0): StateEvent => ({
  state,
  by,
  stepBack,
  at,
});

describe("Step back", () => {
  it("goes back to the state the owner's last tap came from, once", () => {
    const events = [ev("booked", "visitor"), ev("checked-in"), ev("repairing")];
    expect(stepBackTarget(events, "repairing")).toBe("checked-in");
    const after = [...events, ev("checked-in", "owner", true)];
    expect(stepBackTarget(after, "checked-in")).toBeUndefined();
  });

  it("never undoes the visitor's own move, a cancel, or the first state", () => {
    expect(stepBackTarget([ev("booked", "visitor")], "booked")).toBeUndefined();
    expect(stepBackTarget([ev("booked", "visitor"), ev("cancelled", "visitor")], "cancelled")).toBeUndefined();
    expect(stepBackTarget([ev("booked", "visitor"), ev("cancelled")], "cancelled")).toBeUndefined();
    expect(
      stepBackTarget([ev("checked-in"), ev("awaiting-approval"), ev("repairing", "visitor")], "repairing"),
    ).toBeUndefined();
  });

  it("skips marks that are not states (a change of time)", () => {
    expect(stepBackTarget([ev("booked", "visitor"), ev("moved", "visitor"), ev("confirmed")], "confirmed")).toBe(
      "booked",
    );
  });

  it("the timeline leaves out a tap undone and its step back", () => {
    const events = [
      ev("booked", "visitor", false, 1),
      ev("checked-in", "owner", false, 2),
      ev("repairing", "owner", false, 3),
    ];
    const shown = timeline([...events, ev("checked-in", "owner", true, 4)]);
    expect(shown.map((e) => [e.state, e.at])).toEqual([
      ["booked", 1],
      ["checked-in", 2],
    ]);
  });
});
