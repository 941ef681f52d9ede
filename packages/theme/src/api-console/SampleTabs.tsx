// The request samples as tabs (WAI-ARIA tabs: arrow keys, Home and End move and select, the
// selection follows focus), one panel per language. The reader's language is stored and applied on
// every page (and in other open tabs). The selected panel is a highlighted code block with its copy
// button; the others hold their code as plain text (the page stays small: the build colours only
// the first language, and a panel is coloured when picked, by the lexer of the console's engine).
// Without JavaScript the tab strip is hidden and every sample shows under its own label
// (api-console.css).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { ApiHeading } from '../components/api/ApiHeading.js';
import { tabForKey } from '../lib/tabs.js';
import CopyButton from '../islands/CopyButton.js';
import { STORAGE_KEYS } from '../shared/runtime-contract.js';
import { PRE_CLASS } from './code-classes.js';
import { loadedEngine, loadEngine } from './load-engine.js';
import { isSampleLanguage, SAMPLE_LANGUAGES } from './samples/languages.js';
import type { RenderedSample } from './samples-view.js';

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.apiSampleLanguage);
  } catch {
    return null;
  }
}

export function SampleTabs({ samples }: { samples: RenderedSample[] }): ReactElement {
  const [selected, setSelected] = useState(samples[0]?.id ?? '');
  const [engineReady, setEngineReady] = useState(false);
  const tabs = useRef<HTMLDivElement>(null);
  const shown = samples.find((sample) => sample.id === selected);
  // The selected sample's colours: from the page (or the build), else from the engine's lexer,
  // loaded the first time a plain sample is shown (`engineReady` renders again once it is).
  const shownHtml = useMemo(() => {
    if (!shown || shown.html !== undefined) return shown?.html;
    const grammar = SAMPLE_LANGUAGES.find((language) => language.id === shown.id)!.grammar;
    return loadedEngine()?.highlightLines(shown.code, grammar);
  }, [shown, engineReady]);
  useEffect(() => {
    if (shownHtml !== undefined || !shown) return undefined;
    let current = true;
    void loadEngine().then(() => current && setEngineReady(true));
    return () => {
      current = false;
    };
  }, [shown, shownHtml]);
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
          {sample === shown ? (
            <figure className="ssg-code" data-lang={sample.lang}>
              <pre className={PRE_CLASS} tabIndex={0} role="group" aria-label={`Code: ${sample.label}`}>
                {shownHtml === undefined ? <code>{sample.code}</code> : <code dangerouslySetInnerHTML={{ __html: shownHtml }} />}
              </pre>
              <span className="ssg-code__lang">{sample.lang}</span>
              <CopyButton />
            </figure>
          ) : (
            <pre className="ssg-samples__plain" tabIndex={0} role="group" aria-label={`Code: ${sample.label}`}>
              <code>{sample.code}</code>
            </pre>
          )}
        </div>
      ))}
    </section>
  );
}
