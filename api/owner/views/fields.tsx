// The desk forms' parts: a labelled field with its hint and error, a select's options, and the line
// that says a form came back with problems.
import type { ReactNode } from "react";

/** A form sent back: what was typed, each field's problem, and what went wrong as a whole. */
export interface DeskFormState {
  values: Record<string, string | undefined>;
  errors: Record<string, string>;
  message?: string;
}

/** What a field's control carries: its id, and its hint and error as description and state. */
interface Control {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** A select's options from [value, label] pairs. */
export const options = (pairs: Array<[string, string]>) =>
  pairs.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));

export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: Control) => ReactNode;
}) {
  const ids =
    [props.hint && `${props.id}-hint`, props.error && `${props.id}-error`].filter(Boolean).join(" ") || undefined;
  const control: Control = { id: props.id, "aria-describedby": ids, "aria-invalid": props.error ? true : undefined };
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <p className="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
      {props.children(control)}
    </div>
  );
}

export function FormMessage({ state }: { state?: DeskFormState }) {
  if (!state?.message && Object.keys(state?.errors ?? {}).length === 0) return null;
  return (
    <p className="error" role="alert">
      {state?.message ?? "Please check the fields marked below."}
    </p>
  );
}
