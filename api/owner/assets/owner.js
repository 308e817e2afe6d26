// @ts-check
// The owner's desk, a little quicker: a state button (Confirm, Done, No-show, Cancel) answers without
// a page load, and the feed address gets a Copy button. Without this file every form still posts and
// the server answers with the whole desk.
const flash = document.getElementById("flash");

document.addEventListener("submit", async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-quick")) return;
  const button = event.submitter;
  if (!(button instanceof HTMLButtonElement)) return;
  event.preventDefault();
  // URLSearchParams reads FormData's entries (these forms hold no file); TypeScript's DOM types lack that overload.
  const body = new URLSearchParams(/** @type {any} */ (new FormData(form, button)));
  button.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    if (!response.ok) throw new Error(String(response.status));
    const answer = await response.json();
    const item = form.closest("li.booking");
    if (item && typeof answer.html === "string") {
      // The server's own rendering of the booking (every value escaped there).
      const template = document.createElement("template");
      template.innerHTML = answer.html;
      const fresh = template.content.firstElementChild;
      if (fresh) {
        item.replaceWith(fresh);
        const first = fresh.querySelector("button");
        (first ?? fresh.querySelector(".badge"))?.focus?.();
      }
    }
    if (flash && typeof answer.flash === "string") {
      // The server's own rendering of the line, the name isolated in <bdi> (escaped there too).
      const line = document.createElement("template");
      line.innerHTML = answer.flash;
      flash.replaceChildren(line.content);
    }
  } catch {
    // Anything unexpected (the session ended, the network): the plain form post does it the slow way.
    form.removeAttribute("data-quick");
    form.requestSubmit(button);
  } finally {
    button.removeAttribute("aria-busy");
  }
});

const feed = document.getElementById("feed-url");
if (feed instanceof HTMLInputElement && navigator.clipboard) {
  const copy = document.createElement("button");
  copy.type = "button";
  copy.textContent = "Copy address";
  copy.addEventListener("click", async () => {
    await navigator.clipboard.writeText(feed.value);
    if (flash) flash.textContent = "The feed address is copied.";
  });
  feed.after(copy);
}

// Wired: from here a state button answers in place. Until this runs, a tap posts the plain form (and
// still works); whoever must know which one happens (the end-to-end test) waits for this attribute.
document.documentElement.dataset.desk = "ready";
