// What islands use of the shell: its API on `window`, the current route, and DOM-free helpers.
import { useEffect, useState } from 'react';
import { SHELL_EVENTS, SHELL_GLOBAL, type ShellApi } from '../shared/runtime-contract.js';

/** The shell's API, once the shell runs (always, when islands run in the browser). */
export function shellApi(): ShellApi | undefined {
  return (globalThis as unknown as Record<string, ShellApi | undefined>)[SHELL_GLOBAL];
}

/** The current route: `initial` (the server's) until a client-side navigation shows another page. */
export function useRoute(initial: string): string {
  const [route, setRoute] = useState(initial);
  useEffect(() => {
    const onSwap = (event: Event): void => {
      const next = (event as CustomEvent<{ route?: string }>).detail?.route;
      if (typeof next === 'string') setRoute(next);
    };
    document.addEventListener(SHELL_EVENTS.afterSwap, onSwap);
    return () => document.removeEventListener(SHELL_EVENTS.afterSwap, onSwap);
  }, []);
  return route;
}
