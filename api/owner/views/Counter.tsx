// The counter's signing page: the shop's phone or tablet handed to the visitor, one thing per screen in
// big type (the words, then the full name, then the tick), each a plain form so it works with JavaScript
// off. The visitor signs the repair terms or confirms the pickup; what is kept is the same as on the
// tracker, with the place 'counter'.
import type { ReactNode } from "react";
import { Layout } from "./Layout.tsx";
import { LOCALE, type Language } from "../../../site/ui/i18n/language.ts";

export type CounterStep = "read" | "name" | "sign";

export interface CounterProps {
  action: string;
  csrf: string;
  kind: "terms" | "pickup";
  version: string;
  title: string;
  /** The words to accept: the terms' sections, or the pickup's sentence. */
  sections: Array<{ title?: string; text: string }>;
  /** What the visitor ticks, in their language. */
  tick: string;
  /** The visitor's language (the booking's): the words they read and sign are in it, the desk's own are not. */
  lang: Language;
  step: CounterStep;
  name?: string;
  problem?: string;
}

function Screen(p: CounterProps & { step: CounterStep; children: ReactNode; button: string }) {
  return (
    <form method="post" action={p.action} className="counter stack">
      <input type="hidden" name="_csrf" value={p.csrf} />
      <input type="hidden" name="kind" value={p.kind} />
      <input type="hidden" name="version" value={p.version} />
      <input type="hidden" name="step" value={p.step} />
      {p.name !== undefined && p.step === "sign" && <input type="hidden" name="name" value={p.name} />}
      {p.problem && <p role="alert">{p.problem}</p>}
      {p.children}
      <button type="submit" className="primary">
        {p.button}
      </button>
    </form>
  );
}

export function CounterPage(p: CounterProps) {
  return (
    <Layout title={p.title} csrf={p.csrf}>
      <h1 className="counter-title" lang={LOCALE[p.lang]}>
        {p.title}
      </h1>
      {p.step === "read" && (
        <Screen {...p} button="Next">
          {p.sections.map((s) => (
            <div key={s.text} className="counter-words" lang={LOCALE[p.lang]}>
              {s.title && <h2>{s.title}</h2>}
              <p>{s.text}</p>
            </div>
          ))}
        </Screen>
      )}
      {p.step === "name" && (
        <Screen {...p} button="Next">
          <label htmlFor="counter-name">Your full name</label>
          <input id="counter-name" name="name" autoComplete="name" required minLength={2} maxLength={100} />
        </Screen>
      )}
      {p.step === "sign" && (
        <Screen {...p} button={p.kind === "terms" ? "Sign" : "Confirm"}>
          <p>
            <bdi>{p.name}</bdi>
          </p>
          <label className="check">
            <input type="checkbox" name="agree" value="1" required /> <span lang={LOCALE[p.lang]}>{p.tick}</span>
          </label>
        </Screen>
      )}
    </Layout>
  );
}
