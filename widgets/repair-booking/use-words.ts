// The booking's words and language inside its React tree: BookingPanel provides them (from the
// element, define-widget.ts), every step reads them.
import { createContext, useContext } from "react";
import type { Lang } from "../shared/lang.ts";
import { bookingEn, type BookingWords } from "./words.ts";

export const BookingWordsContext = createContext<{ lang: Lang; words: BookingWords }>({
  lang: "en",
  words: bookingEn,
});
export const useBookingWords = () => useContext(BookingWordsContext);
