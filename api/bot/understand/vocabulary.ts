// Every classifier's features as numbers of one vocabulary, so that a message is turned into numbers
// once, not once per classifier (intents, kinds, troubles, language read the same message), and each
// word's numbers are looked up once, not at every message that uses it. This is the chat's hot path:
// a message's features are a few hundred strings, and looking each one up was a third of its answer.
import { perAnswer, newAnswer } from "../read/per-answer.ts";
import { letterGroups, messageFeatures, words } from "./features.ts";

/** A word's own features as numbers: its "w:" and its letter groups, the unknown ones left out. */
interface WordIds {
  own: number;
  groups: readonly number[];
}

const UNKNOWN = -1;
/** Words kept at most, then forgotten all at once (the shop's chat uses a few thousand). */
const WORDS_KEPT = 20_000;

class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly byWord = new Map<string, WordIds>();
  /** Marks of the numbers already taken for the text being read (dedupe without a Set). */
  private taken = new Uint32Array(0);
  private mark = 0;

  get size(): number {
    return this.ids.size;
  }

  /** A feature's number, given it at a classifier's training if it has none yet. */
  learn(feature: string): number {
    let id = this.ids.get(feature);
    if (id === undefined) {
      this.ids.set(feature, (id = this.ids.size));
      this.names.push(feature);
      // A word read before may have a feature that was unknown then: read it again.
      this.byWord.clear();
      newAnswer();
    }
    return id;
  }

  /**
   * The known numbers of a message's features, each once, in the order of features(): what a
   * classifier trained on features(text) reads of it.
   */
  readonly idsOf = perAnswer((text: string): readonly number[] => this.read(text));

  /** Whether some classifier learned this feature. */
  knows(feature: string): boolean {
    return this.ids.has(feature);
  }

  /** The features idsOf(text) stands for, by name. */
  namesOf(text: string): string[] {
    return this.idsOf(text).map((id) => this.names[id]!);
  }

  private read(text: string): number[] {
    const ws = words(text);
    const own = ws.map((w) => this.word(w));
    if (this.taken.length < this.ids.size) this.taken = new Uint32Array(this.ids.size * 2);
    if (++this.mark === 0xffffffff) this.taken.fill((this.mark = 0));
    const out: number[] = [];
    const take = (id: number) => {
      if (id === UNKNOWN || this.taken[id] === this.mark) return;
      this.taken[id] = this.mark;
      out.push(id);
    };
    for (const w of own) take(w.own);
    for (const f of messageFeatures(ws)) take(this.ids.get(f) ?? UNKNOWN);
    for (const w of own) for (const id of w.groups) take(id);
    return out;
  }

  private word(w: string): WordIds {
    let found = this.byWord.get(w);
    if (!found) {
      if (this.byWord.size >= WORDS_KEPT) this.byWord.clear();
      const known = (f: string) => this.ids.get(f) ?? UNKNOWN;
      found = {
        own: known(`w:${w}`),
        groups: letterGroups(w)
          .map(known)
          .filter((id) => id !== UNKNOWN),
      };
      this.byWord.set(w, found);
    }
    return found;
  }
}

/** The one vocabulary of every classifier of the process. */
export const VOCABULARY = new Vocabulary();
