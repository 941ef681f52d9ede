// The top progress bar: shown only when a navigation takes longer than 200 ms, starting at 0.08,
// creeping forward every 800 ms and moving in 200 ms steps; it completes and fades on success or
// failure. `prefers-reduced-motion` turns the movement off (the CSS drops the transitions).

/** SITE.md §7: delay, minimum, speed and trickle of the bar. */
export const PROGRESS = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800 } as const;

/** The next value while trickling: big steps at first, ever smaller ones, never reaching 1. */
export function trickle(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(value + step, 0.994);
}

export interface ProgressBar {
  start(): void;
  done(): void;
}

/** The bar, created on first use at the top of `<body>`. */
export function createProgressBar(): ProgressBar {
  let element: HTMLElement | undefined;
  let value = 0;
  let delay: ReturnType<typeof setTimeout> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;

  const set = (next: number): void => {
    value = next;
    if (!element) return;
    element.setAttribute('aria-valuenow', String(Math.round(value * 100)));
    element.style.setProperty('--ssg-progress', String(value));
  };
  const show = (): void => {
    if (!element) {
      element = document.createElement('div');
      element.className = 'ssg-progress';
      element.setAttribute('role', 'progressbar');
      element.setAttribute('aria-label', 'Loading page');
      element.setAttribute('aria-valuemin', '0');
      element.setAttribute('aria-valuemax', '100');
      const bar = document.createElement('div');
      bar.className = 'ssg-progress__bar';
      element.appendChild(bar);
    }
    element.classList.remove('ssg-progress--done');
    document.body.appendChild(element);
    set(PROGRESS.minimum);
    timer = setInterval(() => set(trickle(value)), PROGRESS.trickleMs);
  };
  const clear = (): void => {
    clearTimeout(delay);
    clearInterval(timer);
    clearTimeout(hide);
    delay = timer = hide = undefined;
  };

  return {
    start() {
      clear();
      element?.remove();
      delay = setTimeout(show, PROGRESS.delayMs);
    },
    done() {
      const shown = element?.isConnected === true;
      clear();
      if (!shown || !element) return;
      const current = element;
      set(1);
      hide = setTimeout(() => {
        current.classList.add('ssg-progress--done');
        hide = setTimeout(() => current.remove(), PROGRESS.speedMs);
      }, PROGRESS.speedMs);
    },
  };
}
