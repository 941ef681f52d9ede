// The browser side of an island: `hydrateRoot` from react-dom/client on the marker, with the same
// boundary the server rendered. Every island chunk re-exports this module, so React, react-dom
// and this file land in the one shared chunk.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandBoundary } from './boundary.js';
import { IslandElement } from './shell.js';
// Modules several islands use: imported here so that they join the shared chunk instead of
// forming chunks of their own for each subset of islands.
import '../components/icons.js';
import '../lib/class-names.js';
import '../lib/tabs.js';
import '../shared/runtime-contract.js';
import './copy-text.js';
import './menu-dom.js';

/**
 * Hydrates `element` with `component` and `props`; `onReady` runs once hydration has committed.
 * The component finds `element` with `useIslandElement()` (a context renders no markup).
 */
export function hydrateIsland(element: Element, component: ComponentType<object>, props: object, onReady: () => void): { unmount(): void } {
  return hydrateRoot(
    element,
    <IslandElement.Provider value={element}>
      <IslandBoundary onReady={onReady}>{createElement(component, props)}</IslandBoundary>
    </IslandElement.Provider>,
  );
}
