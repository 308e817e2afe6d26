// The close button's memory, shared by the plain-DOM shell and React's bar. It survives a remount
// (r2wc remounts an element moved in the DOM), React taking over from the shell, and the next page
// of the visit; the next scroll event beyond the threshold clears it.
import { session } from "../shared/session.ts";

export const DIRECTIONS_BAR_THRESHOLD = 200;
const DISMISSED_KEY = "repair-directions-bar:dismissed";

export const dismissal = {
  get: (): boolean => session.get<boolean>(DISMISSED_KEY) === true,
  set: (dismissed: boolean): void => session.set(DISMISSED_KEY, dismissed ? true : undefined),
};
