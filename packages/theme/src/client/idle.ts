// Idle-time scheduling for work that must never be a long task: island hydration on `idle`,
// watching links for prefetch, prefetching itself.

/** Runs `callback` in the next idle period (a short timeout where idle callbacks are missing). */
export function idle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 3000 });
  else setTimeout(callback, 200);
}

/** Runs `callback` in an idle period after the page's `load` event (not if `signal` aborts first). */
export function whenIdle(callback: () => void, signal?: AbortSignal): void {
  const run = (): void => {
    if (!signal?.aborted) idle(callback);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true, ...(signal ? { signal } : {}) });
}
