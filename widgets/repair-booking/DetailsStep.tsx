// Step 3: the visitor's details, one field per row of the contract's DETAIL_FIELDS (its label, limits,
// hint and autofill), so a field added there is asked here too; beside the phone, what the shop texts
// and the box that says no. Then the honeypot, out of reach.
import {
  DETAIL_FIELDS,
  HONEYPOT_FIELD,
  NO_TEXTS_FIELD,
  type DetailField,
  type DetailName,
} from "#shop/booking-fields.ts";
import { DETAIL_NAMES, type Draft } from "./booking-choices.ts";
import { Fragment } from "react";
import { Legend, type Controls } from "./field-controls.tsx";
import type { SetDraft } from "./use-draft.ts";
import { useBookingWords } from "./use-words.ts";

const INPUT_TYPE = { text: "text", phone: "tel", email: "email" } as const;

function Detail({ name, value, c }: { name: DetailName; value: string; c: Controls }) {
  const { words } = useBookingWords();
  // The page's language's label, note and hint, where its words give them (else the contract's).
  const field: DetailField = { ...DETAIL_FIELDS[name], ...words.fields[name] };
  const hintId = field.hint ? `${c.id(name)}-hint` : undefined;
  const props = { ...c.control(name, hintId), maxLength: field.max, required: field.required };
  return (
    <div className="field">
      <label htmlFor={c.id(name)}>
        {field.label}
        {!field.required && (
          <>
            {" "}
            <span className="optional">({field.optionalNote ?? words.optional})</span>
          </>
        )}
      </label>
      {field.multiline ? (
        <textarea {...props} rows={3} />
      ) : (
        <input
          {...props}
          type={INPUT_TYPE[field.kind]}
          autoComplete={field.autoComplete}
          inputMode={field.kind === "phone" ? "tel" : undefined}
        />
      )}
      {field.hint && (
        <p className="hint" id={hintId}>
          {field.hint}
          {field.multiline && field.max ? ` ${value.length}/${field.max} ${words.characters}` : ""}
        </p>
      )}
      {c.errorText(name)}
    </div>
  );
}

/** Right under the phone field: what the shop texts this number, how to stop, and the box that says no. */
function TextConsent({ draft, setDraft, c }: { draft: Draft; setDraft: SetDraft; c: Controls }) {
  const { words } = useBookingWords();
  const wordsId = `${c.id(NO_TEXTS_FIELD)}-words`;
  return (
    <div className="field texts" part="texts">
      <p className="hint" id={wordsId}>
        {words.textConsent.words}
      </p>
      <label className="check">
        <input
          id={c.id(NO_TEXTS_FIELD)}
          name={NO_TEXTS_FIELD}
          type="checkbox"
          aria-describedby={wordsId}
          checked={draft.noTexts === true}
          onChange={(e) => setDraft({ noTexts: e.target.checked })}
        />{" "}
        {words.textConsent.optOut}
      </label>
    </div>
  );
}

export function DetailsStep({ draft, setDraft, c }: { draft: Draft; setDraft: SetDraft; c: Controls }) {
  const { words } = useBookingWords();
  return (
    <fieldset className="step" part="step">
      <Legend step={3}>{words.yourDetails}</Legend>
      {DETAIL_NAMES.map((name) => (
        <Fragment key={name}>
          <Detail name={name} value={draft[name]} c={c} />
          {DETAIL_FIELDS[name].kind === "phone" && <TextConsent draft={draft} setDraft={setDraft} c={c} />}
        </Fragment>
      ))}
      {/* The honeypot: people never see or reach it; a bot that fills it is quietly refused. */}
      <div className="trap" aria-hidden="true">
        <label htmlFor={c.id(HONEYPOT_FIELD)}>{words.leaveEmpty}</label>
        <input
          id={c.id(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(e) => setDraft({ website: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
