// The request samples as tabs (WAI-ARIA tabs: arrow keys, Home and End move and select, the
// selection follows focus), one code block per language with its copy button. The reader's
// language is stored and applied on every page (and in other open tabs). Without JavaScript the
// tab strip is hidden and every sample shows under its own label (api-console.css).
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { ApiHeading } from '../components/api/ApiHeading.js';
import { tabForKey } from '../lib/tabs.js';
import CopyButton from '../islands/CopyButton.js';
import { STORAGE_KEYS } from '../shared/runtime-contract.js';
import { PRE_CLASS } from './code-classes.js';
import { isSampleLanguage } from './samples/languages.js';
import type { RenderedSample } from './samples-view.js';

const PRE_STYLE = { backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' } as const;

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.apiSampleLanguage);
  } catch {
    return null;
  }
}

export function SampleTabs({ samples }: { samples: RenderedSample[] }): ReactElement {
  const [selected, setSelected] = useState(samples[0]?.id ?? '');
  const tabs = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const stored = readStored();
    if (isSampleLanguage(stored)) setSelected(stored);
    const onStorage = (event: StorageEvent): void => {
      if (event.key === STORAGE_KEYS.apiSampleLanguage && isSampleLanguage(event.newValue)) setSelected(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const choose = (id: string, focus: boolean): void => {
    setSelected(id);
    try {
      localStorage.setItem(STORAGE_KEYS.apiSampleLanguage, id);
    } catch {
      // Storage may be off: the choice holds for this page.
    }
    if (focus) tabs.current?.querySelector<HTMLElement>(`#sample-tab-${id}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const next = tabForKey(event.key, samples.findIndex((sample) => sample.id === selected), samples.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(samples[next]!.id, true);
  };
  return (
    <section className="ssg-api-section ssg-samples">
      <ApiHeading level={2} id="samples" text="Samples" />
      <div ref={tabs} role="tablist" aria-label="Sample language" className="ssg-samples__tabs" onKeyDown={onKeyDown}>
        {samples.map((sample) => (
          <button
            key={sample.id}
            type="button"
            role="tab"
            id={`sample-tab-${sample.id}`}
            className="ssg-samples__tab"
            aria-selected={sample.id === selected}
            aria-controls={`sample-${sample.id}`}
            tabIndex={sample.id === selected ? 0 : -1}
            onClick={() => choose(sample.id, false)}
          >
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample) => (
        <div key={sample.id} role="tabpanel" id={`sample-${sample.id}`} aria-labelledby={`sample-tab-${sample.id}`} className="ssg-samples__panel" hidden={sample.id !== selected}>
          <p className="ssg-samples__label">{sample.label}</p>
          <figure className="ssg-code" data-lang={sample.lang}>
            <pre className={PRE_CLASS} style={PRE_STYLE} tabIndex={0} role="group" aria-label={`Code: ${sample.label}`}>
              <code dangerouslySetInnerHTML={{ __html: sample.html }} />
            </pre>
            <span className="ssg-code__lang">{sample.lang}</span>
            <CopyButton />
          </figure>
        </div>
      ))}
    </section>
  );
}
