import { nextFrame, sleep, waitFor } from "./helpers.ts";

/** Scrolls the window to `y` and lets the scroll event and React's render happen. */
export async function scrollToY(y: number) {
  window.scrollTo(0, y);
  await waitFor(() => Math.round(window.scrollY) === y, `scrollY ${y}`);
  await nextFrame();
  await sleep(20);
}
