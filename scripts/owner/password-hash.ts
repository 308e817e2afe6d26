// npm run owner:password — asks for the owner's password twice (nothing is echoed) and prints the
// scrypt hash to put in OWNER_PASSWORD_HASH. The password itself is never written anywhere.
// Piped input works too, for scripts: `printf '%s\n' "$PASSWORD" | npm run -s owner:password`.
import { hashPassword } from "../../api/owner/password.ts";

const MIN_LENGTH = 10;

/** Reads one line from the terminal with echo off (raw mode), or from a pipe as it is. */
function ask(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let line = "";
    const raw = input.isTTY === true;
    if (raw) input.setRawMode(true);
    input.setEncoding("utf8");
    input.resume();
    const done = (value: string | Error) => {
      input.off("data", onData);
      input.off("end", onEnd);
      if (raw) input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
      if (value instanceof Error) reject(value);
      else resolve(value);
    };
    const onEnd = () => done(line.length > 0 ? line : new Error("no password given"));
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\u0003") return done(new Error("cancelled")); // Ctrl-C
        if (char === "\r" || char === "\n") return done(line);
        if (char === "\u007f" || char === "\b") line = line.slice(0, -1);
        else line += char;
      }
    };
    input.on("data", onData);
    input.on("end", onEnd);
  });
}

async function main() {
  const first = await ask("Owner's password: ");
  if ([...first].length < MIN_LENGTH)
    throw new Error(`Use at least ${MIN_LENGTH} characters (a few words is easiest to remember).`);
  if (process.stdin.isTTY) {
    const again = await ask("Again, to check: ");
    if (again !== first) throw new Error("The two passwords differ; nothing was made.");
  }
  const hash = await hashPassword(first);
  process.stderr.write(
    "Put this line in the server's environment (it is a hash: the password cannot be read back from it):\n",
  );
  process.stdout.write(`OWNER_PASSWORD_HASH=${hash}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
