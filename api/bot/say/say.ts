// Say: the last stage of the assistant's pipeline (read -> answer -> say). Facts from site/_data/ go
// into the sentence frames of the visitor's language (frames/en.ts, frames/es.ts), and the words the
// data writes in English (a weekday, a month, a repair's name, "about 30 minutes") into that language.
import type { ServiceKey } from "#shop/content-schemas.ts";
import { longDate, monthDay, weekdayName } from "#shop/clock.ts";
import type { Language } from "#shop/languages.ts";
import { serviceByKey } from "#shop/facts.ts";
import type { Day } from "#shop/schedule.ts";
import { enFrames, type FrameKey, type Frames } from "./frames/en.ts";
import { esFrames, spanishWords } from "./frames/es.ts";

export type { Language };

/** Fills a frame's {placeholders}; a placeholder without a value is left out. */
export function fill(frame: string, values: Record<string, string | number | undefined> = {}): string {
  return frame.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}

export class Say {
  constructor(
    readonly language: Language,
    private readonly frames: Frames,
  ) {}

  /** A frame filled with facts. */
  f(key: FrameKey, values?: Record<string, string | number | undefined>): string {
    return fill(this.frames[key], values);
  }

  get spanish(): boolean {
    return this.language === "es";
  }

  weekday(day: Day): string {
    return weekdayName(day, this.language);
  }

  /** "Thursdays" / "los jueves" (the frame adds "los"). */
  weekdays(day: Day): string {
    return this.spanish ? spanishWords.weekdaysPlural[day] : day;
  }

  /** "Thursday, November 26" / "jueves 26 de noviembre", with the year when it is not `year`. */
  date(date: string, year?: number): string {
    return longDate(date, { language: this.language, year });
  }

  /** "November 26" / "26 de noviembre". */
  monthDay(date: string): string {
    return monthDay(date, this.language);
  }

  /** A repair's name opening a sentence: "Screen Replacement" / "Cambio de pantalla". */
  service(key: ServiceKey): string {
    return this.spanish ? spanishWords.services[key].name : serviceByKey(key).name;
  }

  /** A duration the data writes ("about 30 minutes", "same day"), in this language. */
  duration(text: string): string {
    if (!this.spanish) return text;
    for (const [re, to] of spanishWords.durations) if (re.test(text)) return text.replace(re, to);
    return text;
  }

  /** "takes about 30 minutes" / "is usually done the same day". */
  takes(time: string): string {
    return this.f(/^(about |\d)/.test(time) ? "takesAbout" : "takesDay", { time: this.duration(time) });
  }

  /** A holiday's (or a label's) name as people say it in this language; an owner's own words stay theirs. */
  holiday(name: string): string {
    return this.spanish ? (spanishWords.holidays[name] ?? name) : name;
  }

  /** An English phrase of the data ("Monday – Saturday: 10:00 AM – 6:00 PM; Sunday: Closed"), in this language. */
  phrase(text: string): string {
    if (!this.spanish) return text;
    return spanishWords.phrases.reduce((t, [re, to]) => t.replace(re, to), text);
  }

  /** "a, b and c" / "a, b y c". */
  list(items: readonly string[], last: "and" | "or" = "and"): string {
    const word = this.f(last);
    return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;
  }

  /** A clock phrase a visitor used ("after work"), in this language. */
  said(text: string): string {
    return this.spanish ? (spanishWords.said[text] ?? text) : text;
  }
}

export const SAY: Record<Language, Say> = { en: new Say("en", enFrames), es: new Say("es", esFrames) };
