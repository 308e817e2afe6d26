// What a visitor holds in a widget's placeholders when React's first commit replaces them goes on in
// React's tree: the focus (in the server-rendered fallback or a plain-DOM shell), and a press on a
// shell's control not yet released. A tap that began on the shell's launcher and ends on React's
// (React came in between) would otherwise be no click at all: the browser clicks only where a press
// began and ended.

const CONTROLS = "a[href], button, input, textarea, select, summary, [tabindex]";

/** React's control that stands for a placeholder's: the same name, else the same class, else the first. */
function counterpart(root: ShadowRoot, control: HTMLElement): HTMLElement | undefined {
  const name = (el: Element) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim();
  const controls = [...root.querySelectorAll<HTMLElement>(CONTROLS)];
  const className = control.classList[0];
  return (
    controls.find((el) => name(el) === name(control)) ??
    controls.find((el) => !!className && el.classList.contains(className)) ??
    controls[0]
  );
}

/** A pointer pressed on a placeholder's control and not yet released. */
function watchPresses(root: ShadowRoot, placeholders: ChildNode[]): () => HTMLElement | undefined {
  let held: HTMLElement | undefined;
  const press = (event: Event) =>
    (held = event
      .composedPath()
      .find(
        (node): node is HTMLElement =>
          node instanceof HTMLElement && node.matches(CONTROLS) && placeholders.some((p) => p.contains(node)),
      ));
  const release = () => (held = undefined);
  root.addEventListener("pointerdown", press, true);
  root.addEventListener("pointerup", release, true);
  root.addEventListener("pointercancel", release, true);
  return () => {
    root.removeEventListener("pointerdown", press, true);
    root.removeEventListener("pointerup", release, true);
    root.removeEventListener("pointercancel", release, true);
    return held;
  };
}

/** The pointer let go over the counterpart of a press whose control is gone clicks it, unless the browser did. */
function finishPress(control: HTMLElement): void {
  const release = (event: Event) => {
    window.removeEventListener("pointerup", release, true);
    window.removeEventListener("pointercancel", release, true);
    if (event.type !== "pointerup" || !event.composedPath().includes(control)) return;
    let clicked = false;
    const sawClick = () => (clicked = true);
    control.addEventListener("click", sawClick, { once: true });
    // The browser's own click, if any, comes in the same task as the pointerup.
    setTimeout(() => {
      control.removeEventListener("click", sawClick);
      if (!clicked && control.isConnected) control.click();
    });
  };
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
}

/**
 * Watches a widget's placeholders until React's first commit; the function it returns, called at
 * that commit, removes them and hands the focus and any held press to React's controls.
 */
export function handOffAtFirstCommit(root: ShadowRoot, host: HTMLElement, placeholders: ChildNode[]): () => void {
  const stopWatching = watchPresses(root, placeholders);
  return () => {
    const held = stopWatching();
    const inShell = root.activeElement;
    const inFallback = document.activeElement;
    const focused =
      inShell instanceof HTMLElement && placeholders.some((p) => p.contains(inShell))
        ? inShell
        : inFallback instanceof HTMLElement && inFallback !== host && host.contains(inFallback)
          ? inFallback
          : undefined;
    placeholders.forEach((node) => node.remove());
    placeholders.length = 0;
    if (focused) counterpart(root, focused)?.focus();
    const pressed = held && counterpart(root, held);
    if (pressed) finishPress(pressed);
  };
}
