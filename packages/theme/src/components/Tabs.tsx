// Tabs for content (Markdown's `:::tabs`, MDX's `<Tabs>`/`<TabItem>`): the Tabs island's tab list,
// then every panel with its label, so that all of them read in order without JavaScript. The
// Markdown stage writes this same markup (a test compares them), so both hydrate the same way.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Island } from '../islands/Island.js';
import TabsIsland from '../islands/Tabs.js';
import { tabIds } from '../lib/tabs.js';

export interface TabItemProps {
  /** The tab's text; `value` when absent. */
  label?: string;
  value?: string;
  children?: ReactNode;
}

/** One tab of `Tabs`: its panel's content (Tabs renders the panel). */
export function TabItem({ children }: TabItemProps): ReactElement {
  return <>{children}</>;
}

export interface TabsProps {
  /** Prefix of the ids of tabs and panels, unique in the page (default: one React makes up). */
  id?: string;
  /** `TabItem`s; anything else is left out. */
  children: ReactNode;
}

/** `<div class="ssg-tabs">`: the island's tab list, then a `role="tabpanel"` per item. */
export function Tabs({ id, children }: TabsProps): ReactElement {
  const generated = useId();
  const prefix = id ?? `ssg-tabs-${generated.replace(/[^\w-]/g, '')}`;
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement<TabItemProps>(child) && child.type === TabItem);
  const labels = items.map((item, index) => item.props.label ?? item.props.value ?? `Tab ${index + 1}`);
  return (
    <div className="ssg-tabs">
      <Island name="Tabs" component={TabsIsland} props={{ id: prefix, labels }} strategy="intent" />
      {items.map((item, index) => {
        const ids = tabIds(prefix, index);
        return (
          <div key={ids.panel} className="ssg-tabs__panel" id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} tabIndex={0}>
            <p className="ssg-tabs__label">{labels[index]}</p>
            {item.props.children}
          </div>
        );
      })}
    </div>
  );
}
