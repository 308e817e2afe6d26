// The topic of a question the assistant could not answer, for the owner's desk to group by meaning:
// the words of the message it knows (English, or Spanish read into English), each reduced to its stem
// ("cases" → "case", "parking" → "park"), less the words every question holds ("do you", "phone"),
// sorted. "do you sell cases?", "Do you guys sell iPhone cases" and "¿venden fundas?" are "case sell".
import { englishWords } from "./english.ts";

/** Words that say nothing of what was asked: the asking itself, the visitor, the shop, the phone. */
const FILLER = new Set(
  `a an the and or of for to in on at with from by about is are was were be been being am do does did done
can could would will should shall may might must have has had get got i me my mine you your yours u ya
yall guys we us our it its this that these those there here what whats which who how when where why
any some anything something please pls plz hi hello hey thanks just also too really still ok okay
phone phones iphone iphones cell cellphone mobile available offer offers if so then than not no yes
email mail number name call text`.split(/\s+/),
);

const english = englishWords();

/** The stem of a word: a plural or an "-ing"/"-ed" form is the word it comes from, when that is a word. */
function stem(word: string): string {
  for (const cut of ["ies", "es", "s", "ing", "ed", "d"]) {
    if (!word.endsWith(cut) || word.length - cut.length < 3) continue;
    const base = word.slice(0, -cut.length) + (cut === "ies" ? "y" : "");
    if (english.has(base)) return base;
  }
  return word;
}

/** An address, a link or anything with a digit: personal data or noise, never part of a topic. */
const NOT_WORDS = /\S*[@/.:]\S+|\S*\d\S*/g;
/** A visitor naming themselves ("I'm John Smith", "my name is …"): the two words after it are dropped. */
const SELF_NAMED = /\b(?:im|i am|my name is|my names|names|this is|soy|me llamo)( [a-z]+){1,2}/g;

/**
 * The topic of a message's text (as the reader prepared it), or undefined when no known word is left.
 * Only words of English or of the assistant's own vocabulary are kept (`known`), after its typo
 * correction (`correct`): a name, an address or a word nobody else would type never reaches the desk.
 */
export function topicOf(
  text: string,
  correct: (word: string) => string,
  known: (word: string) => boolean,
): string | undefined {
  const words = new Set(
    text
      .replace(NOT_WORDS, " ")
      .replace(SELF_NAMED, " ")
      .split(/[^a-z]+/)
      .filter((t) => t.length > 0 && !FILLER.has(t))
      .map((t) => stem(correct(t)))
      .filter((t) => !FILLER.has(t) && (known(t) || english.has(t))),
  );
  return words.size > 0 ? [...words].sort().join(" ") : undefined;
}
