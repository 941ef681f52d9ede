// Loads the console's engine once (a dynamic import: its own chunk, fetched on first use).
type Engine = typeof import('./engine.js');

let pending: Promise<Engine> | undefined;

export function loadEngine(): Promise<Engine> {
  pending ??= import('./engine.js');
  return pending;
}
