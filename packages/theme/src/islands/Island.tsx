// The server side of an island: renders the component to HTML inside the marker the browser's
// loader looks for, `<ssg-island data-island="Name" data-strategy="…" data-props="{…}">`. The
// loader hydrates the marker with the same component and props, so the markup always matches.
import { createElement, type ComponentType, type ReactElement } from 'react';
import { ISLAND_ATTRIBUTES, ISLAND_TAG, type HydrationStrategy } from '../shared/runtime-contract.js';
import { IslandBoundary } from './boundary.js';

export interface IslandProps<P extends object> {
  /** The name the island is registered under (the theme's, or a key of the site config's `islands`). */
  name: string;
  /** The component, the default export of the island's module. */
  component: ComponentType<P>;
  /** Serialisable props (plain JSON). */
  props: P;
  strategy: HydrationStrategy;
  /**
   * Props for the build-time render only, never shipped to the browser (what the component
   * renders from them is in the markup already; in the browser it reads it from there).
   */
  serverProps?: Partial<P>;
}

/** The island's markup: its component rendered inside the marker. */
export function Island<P extends object>({ name, component, props, strategy, serverProps }: IslandProps<P>): ReactElement {
  const attributes: Record<string, string> = { [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.strategy]: strategy };
  const json = JSON.stringify(props);
  if (json !== '{}') attributes[ISLAND_ATTRIBUTES.props] = json;
  return createElement(ISLAND_TAG, attributes, <IslandBoundary>{createElement(component, serverProps ? { ...props, ...serverProps } : props)}</IslandBoundary>);
}
