// A concurrency limit for async work: remote fetches at a time, pages being rendered at a time.

/** Runs at most `limit` tasks at once; the others start, in order, as running ones finish. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = (): void => {
    running -= 1;
    queue.shift()?.();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = (): void => {
        running += 1;
        task().then(resolve, reject).finally(release);
      };
      if (running < limit) start();
      else queue.push(start);
    });
}
