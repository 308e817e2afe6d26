// The booking flow of <repair-booking>, its own chunk (loaded only where the element is on the page):
// the repair, a day, a free slot, name and phone, then the confirmation. One form, in the order a
// visitor fills it; a polite live region says what changed (the day's free times, sending, booked,
// what went wrong). Nothing says a repair is booked unless the API answered 201.
import { CalendarPlus, MapPin, Phone } from "lucide-react";
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { booking as rules } from "virtual:booking-facts";
import { address, phone, series } from "virtual:shop-facts";
import {
  EMAIL_MAX,
  FIELD_MESSAGES,
  HONEYPOT_FIELD,
  NAME_MAX,
  NOTES_MAX,
  usPhoneToE164,
  type BookingField,
} from "#shop/booking-fields.ts";
import { ModelOptions } from "../../site/ui/ModelOptions.tsx";
import { adoptSheet } from "../shared/define-widget.ts";
import { awayFromOurSite } from "../shared/script-origin.ts";
import {
  AvailabilityError,
  fetchAvailability,
  postBooking,
  type Availability,
  type Booked,
  type Slot,
} from "./booking-api.ts";
import { longDate, shortDate, slotDate, slotTime, slotWhen, todayIn, visitorZone, zoneName } from "./booking-time.ts";
import panelCss from "./booking-panel.css?inline";
import { RadioGroup } from "./RadioGroup.tsx";

export interface BookingPanelProps {
  api: string;
  model?: string;
  service?: string;
  start?: string;
  /** The element's shadow root: what the visitor typed is kept per element (a move remounts React). */
  container?: ShadowRoot;
}

interface Draft {
  service: string;
  model: string;
  date?: string;
  start?: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  website: string;
  booked?: Booked;
}

/** The fields typed or chosen from a list (the time is a radio group of its own). */
type TextField = Exclude<BookingField, "start">;

/** A step's legend: its number in a circle, then what it asks. */
function Legend({ step, children }: { step: number; children: ReactNode }) {
  return (
    <legend className="legend">
      <span className="step-number" aria-hidden="true">
        {step}
      </span>{" "}
      {children}
    </legend>
  );
}

type Load =
  | { state: "loading" }
  | { state: "ready"; data: Availability }
  | { state: "error"; kind: "failed" | "disabled"; message?: string };

/** Something to say above the Book button: a refusal, a lost connection, the nearest free times. */
interface Notice {
  title: string;
  text: string;
  nearest?: Slot[];
  call?: boolean;
}

type FieldErrors = Partial<Record<BookingField, string>>;
/** The order of the form: the first field with a problem gets the focus. */
const FIELD_ORDER: BookingField[] = ["service", "model", "start", "name", "phone", "email", "notes"];

const SERVICE_KEYS = new Set<string>(rules.services.map((s) => s.key));
const MODELS = series.flatMap((group) => group.models);
const MODEL_SLUGS = new Set<string>(MODELS.map((m) => m.slug));
const validService = (key: string | undefined) => (key && SERVICE_KEYS.has(key) ? key : undefined);
const validModel = (slug: string | undefined) => (slug && MODEL_SLUGS.has(slug) ? slug : undefined);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Kept per element while the page lives: moving the element in the page remounts React, not the visitor's work. */
const drafts = new WeakMap<ShadowRoot, Draft>();

/**
 * What the page's no-JavaScript form (the element's light DOM, shown until React) already holds: the
 * server's choices and what the visitor typed. Never the honeypot.
 */
function typedBefore(host: Element | undefined): Partial<Draft> {
  const typed: Partial<Record<keyof Draft, string>> = {};
  const wanted = new Set(["service", "model", "date", "start", "name", "phone", "email", "notes"]);
  for (const el of host?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    "input[name], select[name], textarea[name]",
  ) ?? []) {
    if (!wanted.has(el.name) || typed[el.name as keyof Draft] !== undefined || !el.value.trim()) continue;
    if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox") && !el.checked) continue;
    typed[el.name as keyof Draft] = el.value;
  }
  if (typed.service && !validService(typed.service)) delete typed.service;
  if (typed.model && !validModel(typed.model)) delete typed.model;
  return typed as Partial<Draft>;
}

const remainingNote = (remaining: number) =>
  remaining === 0 ? "Full" : remaining < rules.capacity && remaining <= 2 ? `${remaining} left` : "";

export default function BookingPanel({ api, model, service, start, container }: BookingPanelProps) {
  const id = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [draft, setDraftState] = useState<Draft>(() => {
    const saved = container && drafts.get(container);
    if (saved) return saved;
    const typed = typedBefore(container?.host);
    return {
      service: validService(service) ?? "",
      model: validModel(model) ?? "",
      name: "",
      phone: "",
      email: "",
      notes: "",
      website: "",
      ...typed,
      start: typed.start ?? start,
      date: slotDate(typed.start ?? start ?? "") || typed.date || undefined,
    };
  });
  const setDraft = useCallback(
    (change: Partial<Draft> | ((d: Draft) => Partial<Draft>)) =>
      setDraftState((d) => {
        const next = { ...d, ...(typeof change === "function" ? change(d) : change) };
        if (container) drafts.set(container, next);
        return next;
      }),
    [container],
  );
  const [load, setLoad] = useState<Load>(rules.enabled ? { state: "loading" } : { state: "error", kind: "disabled" });
  const [reloads, setReloads] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | undefined>();
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const fields = useRef(new Map<BookingField, HTMLElement | null>());
  const slotGroup = useRef<HTMLDivElement | null>(null);
  const dayGroup = useRef<HTMLDivElement | null>(null);
  const confirmation = useRef<HTMLElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Focus moves after the render that shows its target (the confirmation, a marked field, Book).
  const afterRender = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    const run = afterRender.current;
    afterRender.current = undefined;
    run?.();
  });

  // The panel's styles travel with its chunk, adopted into this element's shadow root.
  useLayoutEffect(() => {
    const root = rootRef.current?.getRootNode();
    if (root instanceof ShadowRoot) adoptSheet(root, panelCss);
  }, []);

  // A visitor typing in the no-JavaScript form when React arrives keeps their place: the same field here.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const host = container?.host;
    if (!host || !(active instanceof HTMLElement) || active === host || !host.contains(active)) return;
    const name = active.getAttribute("name");
    const same = name && rootRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    (same || rootRef.current?.querySelector<HTMLElement>("select, input, [role=radio][tabindex='0']"))?.focus();
  }, [container]);

  // Attributes set later (a page sets its model, the assistant's action a slot) change the form:
  // adjusted while rendering, against the values last seen, as React advises for state that follows
  // a prop (an effect would first paint the old choice, then render again).
  const [seen, setSeen] = useState({ model, service });
  if (model !== seen.model || service !== seen.service) {
    setSeen({ model, service });
    const change: Partial<Draft> = {};
    if (model !== seen.model) change.model = validModel(model) ?? "";
    if (service !== seen.service && validService(service)) change.service = service!;
    if (Object.keys(change).length > 0) setDraft(change);
  }

  // The days ahead, from the shop's today (its zone) through the horizon.
  useEffect(() => {
    if (!rules.enabled) return;
    const controller = new AbortController();
    // The days render as a transition: in slices, never one long task on the host page.
    fetchAvailability(api, todayIn(rules.timeZone), rules.horizonDays + 1, controller.signal).then(
      (data) => startTransition(() => setLoad({ state: "ready", data })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof AvailabilityError ? error : new AvailabilityError("failed");
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
  const free = (slot: Slot) => slot.remaining > 0;
  const dayOf = (date: string | undefined) => data?.days.find((d) => d.date === date);
  const bookable = (date: string | undefined) => !!dayOf(date)?.slots.some(free);

  // With the days in (and when `start` is set): the wanted slot when it is free, else the chosen day
  // when it can be booked, else the first day that can. A slot the attribute asked for that is gone
  // is said so. Read from the latest draft (an updater): a time chosen meanwhile is never undone.
  // Done while rendering when the days or `start` differ from those last fitted (not in an effect,
  // which would paint the days with no day chosen first).
  const [fitted, setFitted] = useState<{ data?: Availability; start?: string }>({});
  if (data && (data !== fitted.data || start !== fitted.start)) {
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
    if (askedNow && !isFree(askedNow)) {
      setNotice({
        title: "That time is no longer free",
        text: `${slotWhen(askedNow)} cannot be booked now: please choose another time.`,
      });
    }
  }

  const shopZone = data?.timeZone ?? rules.timeZone;
  const zoneDiffers = visitorZone() !== shopZone;
  const zoneNote = zoneDiffers ? `Times are ${zoneName(shopZone)}, the shop's time in ${address.city}.` : undefined;
  const serviceLabel = rules.services.find((s) => s.key === draft.service)?.label;
  const modelName = MODELS.find((m) => m.slug === draft.model)?.name;
  const day = dayOf(draft.date);
  const daySlots = day?.slots ?? [];
  const chosenSlot = draft.start;

  const announce = (text: string) => setAnnouncement((was) => (was === text ? `${text}\u00a0` : text));

  const chooseDay = (date: string) => {
    const slots = dayOf(date)?.slots ?? [];
    const count = slots.filter(free).length;
    setDraft((d) => ({ date, start: d.start && slotDate(d.start) === date ? d.start : undefined }));
    clearError("start");
    announce(
      `${longDate(date)}: ${count === 0 ? "no free times" : `${count} free ${count === 1 ? "time" : "times"}`}.`,
    );
  };

  const clearError = (field: BookingField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const focusField = (field: BookingField) => {
    if (field === "start") {
      const target =
        slotGroup.current?.querySelector<HTMLElement>("[role=radio][tabindex='0']") ??
        dayGroup.current?.querySelector<HTMLElement>("[role=radio][tabindex='0']");
      target?.focus();
    } else fields.current.get(field)?.focus();
  };

  const showErrors = (found: FieldErrors, summary?: string) => {
    setErrors(found);
    const bad = FIELD_ORDER.filter((f) => found[f]);
    if (bad.length === 0) return;
    // After the render that marks them, so the focused field already says what is wrong.
    afterRender.current = () => focusField(bad[0]!);
    announce(
      summary ??
        `Please check ${bad.length === 1 ? "one field" : `${bad.length} fields`}: ${bad.map(fieldName).join(", ")}.`,
    );
  };

  /** What the browser can tell before asking the server (which checks it all again). */
  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!validService(draft.service)) found.service = FIELD_MESSAGES.service;
    if (draft.model && !validModel(draft.model)) found.model = FIELD_MESSAGES.model;
    if (!draft.start) found.start = FIELD_MESSAGES.start;
    const name = draft.name.trim();
    if (!name || name.length > NAME_MAX) found.name = FIELD_MESSAGES.name;
    if (!usPhoneToE164(draft.phone)) found.phone = FIELD_MESSAGES.phone;
    const email = draft.email.trim();
    if (email && (email.length > EMAIL_MAX || !EMAIL.test(email))) found.email = FIELD_MESSAGES.email;
    if (draft.notes.length > NOTES_MAX) found.notes = FIELD_MESSAGES.notes;
    return found;
  };

  const submit = async (event: FormEvent | MouseEvent<HTMLButtonElement>) => {
    // Never a real form submission: an embed box sandboxed without allow-forms refuses one (and
    // with it the submit event), so Book's click (also what Enter in a field fires) books directly.
    event.preventDefault();
    if (pending) return;
    setNotice(undefined);
    const found = check();
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setPending(true);
    announce("Sending your booking…");
    const answer = await postBooking(api, {
      start: draft.start!,
      service: draft.service,
      ...(draft.model ? { model: draft.model } : {}),
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
      ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
      [HONEYPOT_FIELD]: draft.website,
    });
    setPending(false);
    switch (answer.kind) {
      case "booked":
        setDraft({ booked: answer.booking });
        announce(
          `Booked${answer.booking.reference ? `: your reference is ${answer.booking.reference}` : ""}, ${slotWhen(answer.booking.start)}.`,
        );
        setReloads((n) => n + 1);
        afterRender.current = () => confirmation.current?.focus();
        return;
      case "invalid": {
        const known = Object.fromEntries(
          Object.entries(answer.fields).filter(([f]) => FIELD_ORDER.includes(f as BookingField)),
        ) as FieldErrors;
        if (Object.keys(known).length > 0) return showErrors(known);
        const text = answer.message ?? "The booking could not be accepted. Please call the shop.";
        setNotice({ title: "Not booked", text, call: true });
        return announce(`Not booked. ${text}`);
      }
      case "unavailable": {
        const taken = answer.reason === "full" || answer.reason === "blocked";
        const title = taken ? "That time was just taken" : "That time can't be booked";
        const text =
          answer.message ?? (taken ? "Someone booked the last place a moment ago." : "Please choose another time.");
        const nearest = answer.nearest.filter(free).slice(0, 4);
        setNotice({
          title,
          text: nearest.length > 0 ? `${text} The nearest free times:` : text,
          nearest,
          call: nearest.length === 0,
        });
        if (answer.reason !== "phone_limit") setDraft({ start: undefined });
        setReloads((n) => n + 1);
        announce(
          `Not booked. ${title}. ${nearest.length > 0 ? `${nearest.length} nearest free times are offered.` : text}`,
        );
        return;
      }
      case "rate-limited": {
        const text =
          answer.message ??
          "Too many booking attempts from here. Please wait a minute and try again, or call the shop.";
        setNotice({ title: "Not booked yet", text, call: true });
        return announce(`Not booked. ${text}`);
      }
      case "disabled":
        setLoad({ state: "error", kind: "disabled", message: answer.message });
        return announce(`Not booked. ${answer.message ?? "Online booking is off right now: please call the shop."}`);
      default: {
        const text =
          "The booking could not be sent, so nothing is booked yet. Check your connection and try again: what you typed is kept.";
        setNotice({ title: "Not booked", text, call: true });
        return announce(`Not booked. ${text}`);
      }
    }
  };

  const chooseNearest = (slot: Slot) => {
    setDraft({ date: slotDate(slot.start), start: slot.start });
    setNotice(undefined);
    clearError("start");
    announce(`${slotWhen(slot.start)} chosen. Check your details and book it.`);
    afterRender.current = () => submitRef.current?.focus();
  };

  const bookAnother = () => {
    setDraft({ booked: undefined, start: undefined, notes: "" });
    announce("Booking another repair.");
    afterRender.current = () => fields.current.get("service")?.focus();
  };

  const fieldRef = (field: BookingField) => (el: HTMLElement | null) => {
    fields.current.set(field, el);
  };
  const describedBy = (field: BookingField, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(" ") || undefined;
  const errorText = (field: BookingField) =>
    errors[field] ? (
      <p className="field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  /**
   * What each field's control carries: its id and name, the part, the ref that error focus uses, its
   * error state and what describes it (a hint, the error), and the draft value it edits.
   */
  const control = (field: TextField, hint?: string) => ({
    id: `${id}-${field}`,
    name: field,
    part: "input",
    ref: fieldRef(field),
    value: draft[field],
    "aria-invalid": !!errors[field] || undefined,
    "aria-describedby": describedBy(field, hint),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setDraft({ [field]: e.target.value });
      clearError(field);
    },
  });

  const links = awayFromOurSite() ? ({ target: "_blank", rel: "noopener" } as const) : {};
  const newTab = awayFromOurSite() ? <span className="visually-hidden"> (opens in a new tab)</span> : null;
  const callLink = (
    <a className="button button--call" part="call-button button" href={phone.href}>
      <Phone aria-hidden="true" size={18} />
      <span>Call {phone.display}</span>
    </a>
  );

  let body: ReactNode;
  if (draft.booked) {
    const booked = draft.booked;
    body = (
      <section
        className="confirmation"
        part="confirmation"
        ref={confirmation}
        tabIndex={-1}
        aria-labelledby={`${id}-booked`}
      >
        <h2 id={`${id}-booked`} className="title">
          You're booked
        </h2>
        {booked.reference && (
          <p className="reference">
            Reference <strong>{booked.reference}</strong>
          </p>
        )}
        <p className="when">
          <strong>{slotWhen(booked.start)}</strong>
          {zoneDiffers && <span className="zone"> ({zoneName(shopZone)}, the shop's time)</span>}
        </p>
        <p>
          {serviceLabel}
          {modelName ? `, ${modelName}` : ""}
        </p>
        <p className="address">
          <MapPin aria-hidden="true" size={18} /> {address.full}
        </p>
        <div className="actions">
          <a className="button button--ghost" part="button" href={address.mapsUrl} target="_blank" rel="noopener">
            <MapPin aria-hidden="true" size={18} />
            <span>Get Directions</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {booked.icsUrl && (
            <a
              className="button button--ghost"
              part="button"
              href={booked.icsUrl}
              download={booked.reference ? `${booked.reference}.ics` : true}
            >
              <CalendarPlus aria-hidden="true" size={18} />
              <span>Add to calendar</span>
            </a>
          )}
        </div>
        {booked.manageUrl && (
          <p className="manage">
            <a href={booked.manageUrl} {...links} part="manage-link">
              See or cancel your booking
              {newTab}
            </a>
            <span className="hint"> Keep this link: it is private, and the way to change your mind online.</span>
          </p>
        )}
        <button type="button" className="link-button" part="button" onClick={bookAnother}>
          Book another repair
        </button>
      </section>
    );
  } else if (load.state === "error" && load.kind === "disabled") {
    body = (
      <div className="unavailable-note">
        <p>{load.message ?? "Online booking is not available right now."} Call us and we'll find you a time.</p>
        <div className="actions">{callLink}</div>
      </div>
    );
  } else {
    const sameDay = (iso: string) => slotDate(iso) === draft.date;
    body = (
      <form className="form text-fields" noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <fieldset className="step" part="step">
          <Legend step={1}>Your repair</Legend>
          <div className="field">
            <label htmlFor={`${id}-service`}>Repair</label>
            <select {...control("service")} required>
              {!validService(draft.service) && <option value="">Choose the repair…</option>}
              {rules.services.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
            {errorText("service")}
          </div>
          <div className="field">
            <label htmlFor={`${id}-model`}>
              iPhone model <span className="optional">(optional)</span>
            </label>
            <select {...control("model")}>
              <ModelOptions groups={series} />
            </select>
            {errorText("model")}
          </div>
        </fieldset>

        <fieldset className="step" part="step">
          <Legend step={2}>Day and time</Legend>
          {zoneNote && (
            <p className="zone-note" id={`${id}-zone`} part="zone-note">
              {zoneNote}
            </p>
          )}
          {load.state === "loading" && <p className="loading">Loading free times…</p>}
          {load.state === "error" && (
            <div className="load-error">
              <p>The free times could not be loaded. Try again, or call us to book.</p>
              <div className="actions">
                <button
                  type="button"
                  className="button button--ghost"
                  part="button"
                  onClick={() => (setLoad({ state: "loading" }), setReloads((n) => n + 1))}
                >
                  Try again
                </button>
                {callLink}
              </div>
            </div>
          )}
          {data && (
            <>
              <p className="group-label" id={`${id}-days`}>
                Day
              </p>
              <RadioGroup
                labelledBy={`${id}-days`}
                className="days"
                part="day"
                groupRef={(el) => void (dayGroup.current = el)}
                value={draft.date}
                onChange={chooseDay}
                options={data.days.map((d) => {
                  const { weekday, day: date } = shortDate(d.date);
                  const status = d.slots.length === 0 ? "No times" : d.slots.some(free) ? "" : "Full";
                  return {
                    key: d.date,
                    disabled: !!status,
                    content: (
                      <>
                        <span className="weekday" aria-hidden="true">
                          {weekday}
                        </span>
                        <span className="date" aria-hidden="true">
                          {date}
                        </span>
                        {status && (
                          <span className="status" aria-hidden="true">
                            {status}
                          </span>
                        )}
                        <span className="visually-hidden">
                          {longDate(d.date)}
                          {status ? `, ${status.toLowerCase()}` : ""}
                        </span>
                      </>
                    ),
                  };
                })}
              />
              <p className="group-label" id={`${id}-times`}>
                {draft.date ? `Free times on ${longDate(draft.date)}` : "Free times"}
              </p>
              {day && daySlots.some(free) ? (
                <RadioGroup
                  labelledBy={`${id}-times`}
                  describedBy={
                    [zoneNote ? `${id}-zone` : "", errors.start ? `${id}-start-error` : ""].filter(Boolean).join(" ") ||
                    undefined
                  }
                  className="slots"
                  part="slot"
                  invalid={!!errors.start}
                  groupRef={(el) => void (slotGroup.current = el)}
                  value={chosenSlot && sameDay(chosenSlot) ? chosenSlot : undefined}
                  onChange={(key) => {
                    setDraft({ start: key });
                    clearError("start");
                  }}
                  options={daySlots.map((slot) => {
                    const note = remainingNote(slot.remaining);
                    return {
                      key: slot.start,
                      disabled: !free(slot),
                      content: (
                        <>
                          <span className="time">{slotTime(slot.start)}</span>
                          {note && (
                            <span className="left">
                              <span className="visually-hidden">, </span>
                              {note}
                            </span>
                          )}
                        </>
                      ),
                    };
                  })}
                />
              ) : (
                <p className="no-times">
                  {data.days.some((d) => d.slots.some(free))
                    ? "No free times that day: choose another day."
                    : "No free times in the coming days. Please call us."}
                </p>
              )}
              {errorText("start")}
            </>
          )}
        </fieldset>

        <fieldset className="step" part="step">
          <Legend step={3}>Your details</Legend>
          <div className="field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input {...control("name")} type="text" autoComplete="name" maxLength={NAME_MAX} required />
            {errorText("name")}
          </div>
          <div className="field">
            <label htmlFor={`${id}-phone`}>Phone</label>
            <input {...control("phone", `${id}-phone-hint`)} type="tel" autoComplete="tel" inputMode="tel" required />
            <p className="hint" id={`${id}-phone-hint`}>
              A US number; we call or text only about this repair.
            </p>
            {errorText("phone")}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>
              Email <span className="optional">(optional, for a confirmation)</span>
            </label>
            <input {...control("email")} type="email" autoComplete="email" maxLength={EMAIL_MAX} />
            {errorText("email")}
          </div>
          <div className="field">
            <label htmlFor={`${id}-notes`}>
              Note <span className="optional">(optional)</span>
            </label>
            <textarea {...control("notes", `${id}-notes-hint`)} rows={3} maxLength={NOTES_MAX} />
            <p className="hint" id={`${id}-notes-hint`}>
              What happened to the phone, if you like. {draft.notes.length}/{NOTES_MAX} characters.
            </p>
            {errorText("notes")}
          </div>
          {/* The honeypot: people never see or reach it; a bot that fills it is quietly refused. */}
          <div className="trap" aria-hidden="true">
            <label htmlFor={`${id}-website`}>Leave this empty</label>
            <input
              id={`${id}-website`}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={draft.website}
              onChange={(e) => setDraft({ website: e.target.value })}
            />
          </div>
        </fieldset>

        {notice && (
          <div className="notice" part="notice">
            <p className="notice-title">{notice.title}</p>
            <p>{notice.text}</p>
            {notice.nearest && notice.nearest.length > 0 && (
              <ul className="nearest wrap-list">
                {notice.nearest.map((slot) => (
                  <li key={slot.start}>
                    <button
                      type="button"
                      className="button button--ghost"
                      part="button nearest"
                      onClick={() => chooseNearest(slot)}
                    >
                      {slotWhen(slot.start)}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {notice.call && <div className="actions">{callLink}</div>}
          </div>
        )}

        <div className="submit">
          {draft.start && serviceLabel && (
            <p className="summary" id={`${id}-summary`}>
              {serviceLabel}
              {modelName ? ` for your ${modelName}` : ""}, {slotWhen(draft.start)}
              {zoneDiffers ? ` (${zoneName(shopZone)})` : ""}
            </p>
          )}
          <button
            ref={submitRef}
            type="submit"
            className="button book"
            part="button book"
            disabled={pending}
            onClick={submit}
            aria-describedby={draft.start && serviceLabel ? `${id}-summary` : undefined}
          >
            {pending ? "Booking…" : "Book this repair"}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section
      ref={rootRef}
      className="root booking"
      part="booking"
      aria-labelledby={draft.booked ? undefined : `${id}-title`}
      aria-label={draft.booked ? "Your booking" : undefined}
      dir="ltr"
      lang="en"
    >
      {!draft.booked && (
        <h2 id={`${id}-title`} className="title">
          Book a repair
        </h2>
      )}
      {body}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}

const FIELD_NAMES: Record<BookingField, string> = {
  service: "Repair",
  model: "iPhone model",
  start: "Time",
  name: "Name",
  phone: "Phone",
  email: "Email",
  notes: "Note",
};
const fieldName = (field: BookingField) => FIELD_NAMES[field];
