// A concurrency limit for async work: remote fetches at a time, pages being rendered at a time.

/** Starts `task` when a turn comes; `first` puts it ahead of every waiting task that is not. */
export type Limiter = <T>(task: () => Promise<T>, first?: boolean) => Promise<T>;

/**
 * Runs at most `limit` tasks at once; the others start, in order, as running ones finish. Tasks
 * queued with `first` start before the others (work that others already wait on).
 */
export function createLimiter(limit: number): Limiter {
  let running = 0;
  const urgent: (() => void)[] = [];
  const queue: (() => void)[] = [];
  const release = (): void => {
    running -= 1;
    (urgent.shift() ?? queue.shift())?.();
  };
  return <T>(task: () => Promise<T>, first = false): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = (): void => {
        running += 1;
        task().then(resolve, reject).finally(release);
      };
      if (running < limit) start();
      else (first ? urgent : queue).push(start);
    });
}

/** Work running in the background, a few tasks at a time (writes of output files). */
export interface TaskQueue {
  /** Starts `task` once fewer than the limit run; resolves when it started, not when it is done. */
  run(task: () => Promise<void>): Promise<void>;
  /** Waits until every task started is done, then throws the first failure, if any. */
  settle(): Promise<void>;
  /** Whether a task failed. */
  readonly failed: boolean;
}

export function createTaskQueue(limit: number): TaskQueue {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  return {
    async run(task) {
      while (running.size >= limit) await Promise.race(running);
      const done = task().then(
        () => void running.delete(done),
        (error: unknown) => {
          running.delete(done);
          failure ??= { error };
        },
      );
      running.add(done);
    },
    async settle() {
      while (running.size > 0) await Promise.all(running);
      if (failure) throw failure.error;
    },
    get failed() {
      return failure !== undefined;
    },
  };
}

/** Runs `task` after the tasks queued before it with the same key; tasks of other keys run meanwhile. */
export type KeyedTurns = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/** One task at a time per key, in the order queued (a failed task does not stop the next). */
export function createKeyedTurns(): KeyedTurns {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
