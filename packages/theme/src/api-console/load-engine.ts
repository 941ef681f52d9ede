// Loads the console's engine once (a dynamic import: its own chunk, fetched on first use).
type Engine = typeof import('./engine.js');

let pending: Promise<Engine> | undefined;
let loaded: Engine | undefined;

export function loadEngine(): Promise<Engine> {
  pending ??= import('./engine.js').then((engine) => (loaded = engine));
  return pending;
}

/** The engine if it has loaded, for work that can wait for it (colouring a sample). */
export function loadedEngine(): Engine | undefined {
  return loaded;
}
