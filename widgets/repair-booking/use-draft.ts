// The visitor's draft: what they chose and typed, kept per element while the page lives (moving the
// element in the page remounts React, not the visitor's work), started from what the page's
// no-JavaScript form already holds, and following the `model` and `service` attributes set later.
import { useCallback, useState } from "react";
import { DETAIL_NAMES, validModel, validService, type Draft } from "./booking-choices.ts";
import { slotDate } from "#shop/schedule.ts";

const drafts = new WeakMap<ShadowRoot, Draft>();

/** The names taken from the no-JavaScript form: the choices and the details, never the honeypot. */
const TYPED = new Set<string>(["service", "model", "date", "start", ...DETAIL_NAMES]);

/** What the page's no-JavaScript form (the element's light DOM, shown until React) already holds. */
function typedBefore(host: Element | undefined): Partial<Draft> {
  const typed: Partial<Record<keyof Draft, string>> = {};
  for (const el of host?.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    "input[name], select[name], textarea[name]",
  ) ?? []) {
    if (!TYPED.has(el.name) || typed[el.name as keyof Draft] !== undefined || !el.value.trim()) continue;
    if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox") && !el.checked) continue;
    typed[el.name as keyof Draft] = el.value;
  }
  if (typed.service && !validService(typed.service)) delete typed.service;
  if (typed.model && !validModel(typed.model)) delete typed.model;
  return typed as Partial<Draft>;
}

export type SetDraft = (change: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => void;

export function useDraft({
  container,
  model,
  service,
  start,
}: {
  container?: ShadowRoot;
  model?: string;
  service?: string;
  start?: string;
}): [Draft, SetDraft] {
  const [draft, setDraftState] = useState<Draft>(() => {
    const saved = container && drafts.get(container);
    if (saved) return saved;
    const typed = typedBefore(container?.host);
    return {
      service: validService(service) ?? "",
      model: validModel(model) ?? "",
      ...(Object.fromEntries(DETAIL_NAMES.map((name) => [name, ""])) as Record<(typeof DETAIL_NAMES)[number], string>),
      website: "",
      ...typed,
      start: typed.start ?? start,
      date: slotDate(typed.start ?? start ?? "") || typed.date || undefined,
    };
  });
  const setDraft: SetDraft = useCallback(
    (change) =>
      setDraftState((d) => {
        const next = { ...d, ...(typeof change === "function" ? change(d) : change) };
        if (container) drafts.set(container, next);
        return next;
      }),
    [container],
  );

  // Attributes set later (a page sets its model) change the form: adjusted while rendering, against
  // the values last seen, as React advises for state that follows a prop (an effect would first paint
  // the old choice, then render again).
  const [seen, setSeen] = useState({ model, service });
  if (model !== seen.model || service !== seen.service) {
    setSeen({ model, service });
    const change: Partial<Draft> = {};
    if (model !== seen.model) change.model = validModel(model) ?? "";
    if (service !== seen.service && validService(service)) change.service = service!;
    if (Object.keys(change).length > 0) setDraft(change);
  }
  return [draft, setDraft];
}
