// Progress display: one updating line on a terminal, plain lines in CI or when piped.
import type { Writable } from 'node:stream';

export interface Reporter {
  /** A stage starts (`Rendering 42 pages`). */
  stage(label: string): void;
  /** Printed as is, on its own line (warnings, the summary). */
  line(text: string): void;
  /** Ends the progress line. */
  done(): void;
}

/** Chooses the display from the stream and the environment (`CI` set → plain lines). */
export function createReporter({ stream, env }: { stream: Writable & { isTTY?: boolean }; env: NodeJS.ProcessEnv }): Reporter {
  const live = stream.isTTY === true && !env.CI;
  let open = false;
  const clear = (): void => {
    if (open) stream.write('\r\x1b[2K');
    open = false;
  };
  return {
    stage(label) {
      if (live) {
        clear();
        stream.write(`\x1b[2m›\x1b[22m ${label}…`);
        open = true;
      } else {
        stream.write(`› ${label}\n`);
      }
    },
    line(text) {
      clear();
      stream.write(`${text}\n`);
    },
    done() {
      clear();
    },
  };
}

/** A reporter that prints nothing (tests, library use). */
export const silentReporter: Reporter = { stage() {}, line() {}, done() {} };
