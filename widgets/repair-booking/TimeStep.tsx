// Step 2: the day and the time, two radio groups over the free times the API gave (closed and full
// days and full slots shown, not choosable), in the shop's zone (said so when the visitor's differs).
import type { ReactNode } from "react";
import type { SlotAnswer } from "#shop/booking-contract.ts";
import { rules, type Draft } from "./booking-choices.ts";
import { slotDate } from "#shop/schedule.ts";
import { browserLongDate, shortDate, slotClock } from "./booking-time.ts";
import { useBookingWords } from "./use-words.ts";
import type { BookingWords } from "./words.ts";
import { Legend, type Controls } from "./field-controls.tsx";
import { RadioGroup } from "./RadioGroup.tsx";
import { free, type useAvailability } from "./use-availability.ts";
import type { BookingFormState } from "./use-booking-form.ts";
import type { SetDraft } from "./use-draft.ts";

const remainingNote = (remaining: number, words: BookingWords) =>
  remaining === 0 ? words.full : remaining < rules.capacity && remaining <= 2 ? words.left(remaining) : "";

interface TimeStepProps {
  draft: Draft;
  setDraft: SetDraft;
  days: ReturnType<typeof useAvailability>;
  form: BookingFormState;
  c: Controls;
  zoneNote?: string;
  /** The call link, offered when the times cannot be loaded. */
  call: ReactNode;
}

function DayChoice({ date, slots }: { date: string; slots: SlotAnswer[] }) {
  const { lang, words } = useBookingWords();
  const { weekday, day } = shortDate(date, lang);
  const status = slots.length === 0 ? words.noTimesShort : slots.some(free) ? "" : words.full;
  return (
    <>
      <span className="weekday" aria-hidden="true">
        {weekday}
      </span>
      <span className="date" aria-hidden="true">
        {day}
      </span>
      {status && (
        <span className="status" aria-hidden="true">
          {status}
        </span>
      )}
      <span className="visually-hidden">
        {browserLongDate(date, lang)}
        {status ? `, ${status.toLowerCase()}` : ""}
      </span>
    </>
  );
}

function SlotChoice({ slot }: { slot: SlotAnswer }) {
  const { lang, words } = useBookingWords();
  const note = remainingNote(slot.remaining, words);
  return (
    <>
      <span className="time">{slotClock(slot.start, lang)}</span>
      {note && (
        <span className="left">
          <span className="visually-hidden">, </span>
          {note}
        </span>
      )}
    </>
  );
}

export function TimeStep({ draft, setDraft, days, form, c, zoneNote, call }: TimeStepProps) {
  const { lang, words } = useBookingWords();
  const { load, data } = days;
  const daySlots = days.dayOf(draft.date)?.slots ?? [];
  const chosen = draft.start && slotDate(draft.start) === draft.date ? draft.start : undefined;
  return (
    <fieldset className="step" part="step">
      <Legend step={2}>{words.dayAndTime}</Legend>
      {zoneNote && (
        <p className="zone-note" id={c.id("zone")} part="zone-note">
          {zoneNote}
        </p>
      )}
      {load.state === "loading" && <p className="loading">{words.loadingTimes}</p>}
      {load.state === "error" && (
        <div className="load-error">
          <p>{words.timesFailed}</p>
          <div className="actions">
            <button type="button" className="button button--ghost" part="button" onClick={() => days.reload(true)}>
              {words.tryAgain}
            </button>
            {call}
          </div>
        </div>
      )}
      {data && (
        <>
          <p className="group-label" id={c.id("days")}>
            {words.day}
          </p>
          <RadioGroup
            labelledBy={c.id("days")}
            className="days"
            part="day"
            groupRef={form.dayGroupRef}
            value={draft.date}
            onChange={form.chooseDay}
            options={data.days.map((d) => ({
              key: d.date,
              disabled: !d.slots.some(free),
              content: <DayChoice date={d.date} slots={d.slots} />,
            }))}
          />
          <p className="group-label" id={c.id("times")}>
            {draft.date ? words.freeTimesOn(browserLongDate(draft.date, lang)) : words.freeTimes}
          </p>
          {daySlots.some(free) ? (
            <RadioGroup
              labelledBy={c.id("times")}
              describedBy={c.describedBy("start", zoneNote ? c.id("zone") : undefined)}
              className="slots"
              part="slot"
              invalid={!!form.errors.start}
              groupRef={form.fieldRef("start")}
              value={chosen}
              onChange={(key) => {
                setDraft({ start: key });
                form.clearError("start");
              }}
              options={daySlots.map((slot) => ({
                key: slot.start,
                disabled: !free(slot),
                content: <SlotChoice slot={slot} />,
              }))}
            />
          ) : (
            <p className="no-times">
              {data.days.some((d) => d.slots.some(free)) ? words.noTimesThatDay : words.noTimes}
            </p>
          )}
          {c.errorText("start")}
        </>
      )}
    </fieldset>
  );
}
