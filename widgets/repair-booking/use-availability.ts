// The free times: the days from the shop's today through the horizon, asked again after a booking or
// a refusal (the counts changed), and the draft's day and time fitted to them when they arrive.
import { startTransition, useEffect, useState } from "react";
import type { AvailabilityAnswerBody, SlotAnswer } from "#shop/booking-contract.ts";
import { AvailabilityError, fetchAvailability } from "./booking-api.ts";
import { rules } from "./booking-choices.ts";
import { slotDate } from "#shop/schedule.ts";
import { todayIn } from "./booking-time.ts";
import type { SetDraft } from "./use-draft.ts";

export type Load =
  | { state: "loading" }
  | { state: "ready"; data: AvailabilityAnswerBody }
  | { state: "error"; kind: "failed" | "disabled"; message?: string };

export const free = (slot: SlotAnswer) => slot.remaining > 0;

export function useAvailability(api: string) {
  const [load, setLoad] = useState<Load>(rules.enabled ? { state: "loading" } : { state: "error", kind: "disabled" });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!rules.enabled) return;
    const controller = new AbortController();
    // The days render as a transition: in slices, never one long task on the host page.
    fetchAvailability(api, todayIn(rules.timeZone), rules.horizonDays + 1, controller.signal).then(
      (data) => startTransition(() => setLoad({ state: "ready", data })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof AvailabilityError ? error : new AvailabilityError("failed");
        // A failed refresh keeps the days already shown; booking switched off replaces them.
        setLoad((now) =>
          now.state === "ready" && failure.kind === "failed"
            ? now
            : { state: "error", kind: failure.kind, message: failure.message },
        );
      },
    );
    return () => controller.abort();
  }, [api, reloads]);

  const data = load.state === "ready" ? load.data : undefined;
  const dayOf = (date: string | undefined) => data?.days.find((d) => d.date === date);
  return {
    load,
    data,
    dayOf,
    /** A day with a free time. */
    bookable: (date: string | undefined) => !!dayOf(date)?.slots.some(free),
    /** Asks for the days again; `showLoading` when nothing usable is shown meanwhile. */
    reload: (showLoading = false) => {
      if (showLoading) setLoad({ state: "loading" });
      setReloads((n) => n + 1);
    },
    /** Booking turned out to be off (a refused booking said so). */
    switchedOff: (message?: string) => setLoad({ state: "error", kind: "disabled", message }),
  };
}

/**
 * With the days in (and when `start` is set): the wanted slot when it is free, else the chosen day when
 * it can be booked, else the first day that can. A slot the attribute asked for that is gone is passed
 * to `gone`. Read from the latest draft (an updater): a time chosen meanwhile is never undone. Done
 * while rendering when the days or `start` differ from those last fitted (not in an effect, which would
 * paint the days with no day chosen first).
 */
export function useFittedStart(
  days: ReturnType<typeof useAvailability>,
  start: string | undefined,
  setDraft: SetDraft,
  gone: (iso: string) => void,
) {
  const { data, dayOf, bookable } = days;
  const [fitted, setFitted] = useState<{ data?: AvailabilityAnswerBody; start?: string }>({});
  if (!data || (data === fitted.data && start === fitted.start)) return;
  // `start` applies when it changed, and with the first days (it may have come before them).
  const askedNow = start !== fitted.start || !fitted.data ? start : undefined;
  setFitted({ data, start });
  const isFree = (iso: string | undefined) =>
    !!iso && !!dayOf(slotDate(iso))?.slots.some((s) => s.start === iso && free(s));
  setDraft((d) => {
    const wanted = askedNow ?? (d.booked ? undefined : d.start);
    if (isFree(wanted)) return { date: slotDate(wanted!), start: wanted };
    const date =
      wanted && bookable(slotDate(wanted))
        ? slotDate(wanted)
        : bookable(d.date)
          ? d.date
          : data.days.find((day) => day.slots.some(free))?.date;
    return { date, start: undefined };
  });
  if (askedNow && !isFree(askedNow)) gone(askedNow);
}
