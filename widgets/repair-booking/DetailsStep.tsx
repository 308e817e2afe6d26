// Step 3: the visitor's details, one field per row of the contract's DETAIL_FIELDS (its label, limits,
// hint and autofill), so a field added there is asked here too. Then the honeypot, out of reach.
import { DETAIL_FIELDS, HONEYPOT_FIELD, type DetailField, type DetailName } from "#shop/booking-fields.ts";
import { DETAIL_NAMES, type Draft } from "./booking-choices.ts";
import { Legend, type Controls } from "./field-controls.tsx";
import type { SetDraft } from "./use-draft.ts";

const INPUT_TYPE = { text: "text", phone: "tel", email: "email" } as const;

function Detail({ name, value, c }: { name: DetailName; value: string; c: Controls }) {
  const field: DetailField = DETAIL_FIELDS[name];
  const hintId = field.hint ? `${c.id(name)}-hint` : undefined;
  const props = { ...c.control(name, hintId), maxLength: field.max, required: field.required };
  return (
    <div className="field">
      <label htmlFor={c.id(name)}>
        {field.label}
        {!field.required && (
          <>
            {" "}
            <span className="optional">({field.optionalNote ?? "optional"})</span>
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
          {field.multiline && field.max ? ` ${value.length}/${field.max} characters.` : ""}
        </p>
      )}
      {c.errorText(name)}
    </div>
  );
}

export function DetailsStep({ draft, setDraft, c }: { draft: Draft; setDraft: SetDraft; c: Controls }) {
  return (
    <fieldset className="step" part="step">
      <Legend step={3}>Your details</Legend>
      {DETAIL_NAMES.map((name) => (
        <Detail key={name} name={name} value={draft[name]} c={c} />
      ))}
      {/* The honeypot: people never see or reach it; a bot that fills it is quietly refused. */}
      <div className="trap" aria-hidden="true">
        <label htmlFor={c.id(HONEYPOT_FIELD)}>Leave this empty</label>
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
