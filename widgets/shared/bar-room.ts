// The room a directions bar keeps at the bottom of the page while it shows: `--repair-bar-offset` on
// the document (the floating call and chat buttons rise above the bar) and the document's
// scroll-padding-bottom (focused content scrolls clear of the bar and those buttons, WCAG 2.4.11).
// The plain-DOM shell and React's bar both reserve it, under the same owner (the element's shadow
// root): React taking over replaces the shell's reservation instead of taking the shell's padding for
// the page's own and putting it back when it hides. The page's own padding is kept from before the
// first reservation and restored after the last. No React here: the shell runs before React loads.

const OFFSET_PROPERTY = "--repair-bar-offset";
const reservations = new Map<object, number>();
let pagePadding = "";

function apply(): void {
  const root = document.documentElement;
  const height = Math.max(...reservations.values());
  root.style.setProperty(OFFSET_PROPERTY, `${height}px`);
  // Room for the bar and the floating call and chat buttons that rise above it.
  root.style.scrollPaddingBottom = `calc(${height}px + 5rem)`;
}

/** Keeps `height` CSS pixels (the bar's height plus its offset) clear at the bottom, for `owner`. */
export function reserveBarRoom(owner: object, height: number): void {
  if (reservations.size === 0) pagePadding = document.documentElement.style.scrollPaddingBottom;
  reservations.set(owner, height);
  apply();
}

/** Gives the room back; the page's own padding returns once no bar shows. */
export function releaseBarRoom(owner: object): void {
  if (!reservations.delete(owner)) return;
  if (reservations.size > 0) return apply();
  const root = document.documentElement;
  root.style.removeProperty(OFFSET_PROPERTY);
  root.style.scrollPaddingBottom = pagePadding;
}
