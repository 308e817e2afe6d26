// Loaded with --import into a benchmarked server under BENCH_PROFILE (Node 20 refuses --cpu-prof in
// NODE_OPTIONS): profiles the whole process and writes DIR/server-PID.cpuprofile when it exits.
import { Session } from "node:inspector";
import { writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 200 });
  session.post("Profiler.start");
  // The main thread's session answers synchronously, so the profile is written before the exit.
  process.on("exit", () =>
    session.post("Profiler.stop", (error, result) => {
      if (!error) writeFileSync(path.join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    }),
  );
}
