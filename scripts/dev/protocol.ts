// What scripts/dev/dev.ts (the supervisor) and scripts/dev/preview-server.ts (one run of the preview server)
// say to each other over IPC, and the two dev-only URLs the pages use.
//   child -> "loaded"       modules imported (the new data read)
//   parent -> "build"       the site and widgets are ready in `root`: build the app over them
//   child -> "built"
//   parent -> "listen"      the old server has exited: take the port
//   child -> "listening"    or "failed" with a message at any step
//   parent -> "broadcast"   an event for the open pages (a failed build's message)

export const RELOAD_SCRIPT_PATH = "/__dev/reload.js";
export const EVENTS_PATH = "/__dev/events";

export type ToServer =
  | { type: "build"; root: string }
  | { type: "listen" }
  | { type: "broadcast"; event: "build-failed"; data: { message: string } };

export type FromServer =
  | { type: "loaded" }
  | { type: "built" }
  | { type: "listening"; url: string }
  | { type: "failed"; step: "load" | "build" | "listen"; message: string };
