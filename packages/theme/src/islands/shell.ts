// What islands use of the shell: its API on `window`, the current route, their own marker, and
// DOM-free helpers.
import { createContext, useContext, useEffect, useState } from 'react';
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
    // An island outside the swapped part (the navbar's) may hydrate after navigations: its props
    // carry the route of the page first loaded, and the swaps' events have passed.
    const shown = shellApi()?.route();
    if (shown !== undefined) setRoute(shown);
    return () => document.removeEventListener(SHELL_EVENTS.afterSwap, onSwap);
  }, []);
  return route;
}

/** The island's marker in the browser (`undefined` on the server). */
export const IslandElement = createContext<Element | undefined>(undefined);

/**
 * The island's own marker: what an island reads or changes of the server's markup goes through it,
 * never through `document`. An island still hydrating when a navigation swaps its page out then
 * finishes on its own (detached) markup, instead of reading or changing the page shown since.
 */
export function useIslandElement(): Element | undefined {
  return useContext(IslandElement);
}
