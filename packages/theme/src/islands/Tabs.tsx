// Island: the tab list of a tabs block (the ARIA tabs pattern). The panels are the page's own HTML,
// outside the island: without JavaScript the list is hidden and every panel shows under its label;
// with it, only the first panel shows until the island hydrates (on the first intent — a click
// before then is replayed), and from then on the island shows the selected tab's panel. Arrow
// keys move between tabs (selecting as they go), Home and End to the ends; Tab leaves the list.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { tabForKey, tabIds } from '../lib/tabs.js';
import { useIslandElement } from './shell.js';

export interface TabsIslandProps {
  /** Prefix of the tabs' and panels' ids, unique in the page. */
  id: string;
  labels: string[];
}

/** Shows the selected panel of `block` (the island's tabs block) and hides the others; marks the block as run by the island. */
function showPanel(block: Element, id: string, count: number, selected: number): void {
  const panels = new Map([...block.children].map((child) => [child.id, child]));
  for (let index = 0; index < count; index++) {
    const panel = panels.get(tabIds(id, index).panel);
    if (!(panel instanceof HTMLElement)) continue;
    panel.hidden = index !== selected;
    block.setAttribute('data-ssg-tabs-ready', '');
  }
}

/** `<div role="tablist">` of `<button role="tab">`s. */
export default function Tabs({ id, labels }: TabsIslandProps): ReactElement {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // The panels are the island's siblings: found from its marker, never by id in the document,
  // where a page shown since may have a tabs block with the same ids.
  const block = useIslandElement()?.parentElement;
  useEffect(() => {
    if (block) showPanel(block, id, labels.length, selected);
  }, [block, id, labels.length, selected]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const next = tabForKey(event.key, index, labels.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="tablist" className="ssg-tabs__list">
      {labels.map((label, index) => {
        const ids = tabIds(id, index);
        return (
          <button
            key={ids.tab}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            className="ssg-tabs__tab"
            aria-selected={index === selected}
            aria-controls={ids.panel}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
