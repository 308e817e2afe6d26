// @ts-check
// The tracker refreshes itself while the phone is in the shop: every 45 seconds it asks
// GET /api/bookings/<token> and, when the state or the timeline changed, redraws those two and says
// the new state in a polite live region. Without this file the page is whole; a reload shows the same.
const root = document.querySelector("[data-tracker][data-live]");
const EVERY_MS = 45_000;

if (root instanceof HTMLElement) {
  // The states the phone is in the shop in, and the timeline's time format: the server's own.
  const liveStates = (root.dataset.liveStates ?? "").split(" ");
  const token = root.dataset.token ?? "";
  /** @type {Record<string, string>} */
  const words = JSON.parse(root.dataset.words ?? "{}");
  // The page's language (the booking's), as the server wrote the timeline.
  const time = new Intl.DateTimeFormat(document.documentElement.lang || "en-US", {
    ...JSON.parse(root.dataset.timeFormat ?? "{}"),
    timeZone: root.dataset.zone,
  });
  const stateLine = root.querySelector("[data-tracker-state]");
  const list = root.querySelector("[data-tracker-timeline]");
  const announce = root.querySelector("[data-tracker-announce]");
  let seen = `${stateLine?.getAttribute("data-tracker-state")}/${list?.children.length}`;

  /** @param {{ state: string, events: { state: string, at: string }[], estimate?: { version: number } }} answer */
  const draw = (answer) => {
    const now = `${answer.state}/${answer.events.length}`;
    if (now === seen) return;
    seen = now;
    if (stateLine) {
      stateLine.setAttribute("data-tracker-state", answer.state);
      const strong = document.createElement("strong");
      strong.textContent = words[answer.state] ?? answer.state;
      stateLine.replaceChildren(strong);
    }
    if (list)
      list.replaceChildren(
        ...answer.events.map((event) => {
          const item = document.createElement("li");
          item.dataset.state = event.state;
          const what = document.createElement("span");
          what.className = "tracker-timeline__what";
          what.textContent = words[event.state] ?? event.state;
          const when = document.createElement("time");
          when.className = "tracker-timeline__when";
          when.dateTime = event.at;
          when.textContent = time.format(new Date(event.at));
          item.append(what, " ", when);
          return item;
        }),
      );
    let said = `Your repair: ${words[answer.state] ?? answer.state}.`;
    // A new estimate brings buttons the page has not drawn: a reload shows them.
    if (answer.estimate && String(answer.estimate.version) !== root.dataset.estimate) {
      said += " Reload the page to see the estimate.";
    }
    if (announce) announce.textContent = said;
  };

  const refresh = async () => {
    try {
      const response = await fetch(`/api/bookings/${encodeURIComponent(token)}`, {
        headers: { accept: "application/json" },
        cache: "no-store",
      });
      if (response.ok) {
        const answer = await response.json();
        draw(answer);
        if (!liveStates.includes(answer.state)) return;
      }
    } catch {
      // Offline for a moment: the next round tries again.
    }
    setTimeout(refresh, EVERY_MS);
  };
  setTimeout(refresh, EVERY_MS);
}
