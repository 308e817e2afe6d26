// What one answer reads more than once: a message is normalized and prepared by the reader, by each
// classifier's features and by the language's check, and its parts and the last turn the same. Each
// such reading keeps its results for the answer under way; a new answer starts with none (newAnswer),
// so a message asked again is read again, as the first time (the benchmark repeats its few messages).

const readings: Map<string, unknown>[] = [];
/** Texts kept per reading within one answer (a message, its parts, the last turn: a few). */
const KEPT = 64;

/** `read`, with its results kept for the answer under way. */
export function perAnswer<T>(read: (text: string) => T): (text: string) => T {
  const kept = new Map<string, T>();
  readings.push(kept as Map<string, unknown>);
  return (text) => {
    if (kept.has(text)) return kept.get(text)!;
    if (kept.size >= KEPT) kept.clear();
    const value = read(text);
    kept.set(text, value);
    return value;
  };
}

/** Starts an answer: nothing kept from the last one. */
export function newAnswer(): void {
  for (const kept of readings) kept.clear();
}
