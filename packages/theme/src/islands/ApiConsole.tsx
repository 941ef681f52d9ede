// Island: an API operation's "Try it" console and its request samples, one island because the
// samples follow what the reader fills in (once the form is used; credentials stay placeholders).
// It hydrates when it scrolls into view (both sit at the end of the page) with the form alone:
// the samples' writers, the lexer and the sending code (engine.ts) load once the reader uses it.
// The samples come with the build (`samples`, a server-only prop: every language's code, the first
// one highlighted) and, in the browser, from the markup itself, so hydration matches without
// shipping the writers.
import { useEffect, useState, type ReactElement } from 'react';
import { initialForm, type ConsoleForm } from '../api-console/console-form.js';
import type { ApiConsoleProps } from '../api-console/console-props.js';
import { loadEngine } from '../api-console/load-engine.js';
import { SampleTabs } from '../api-console/SampleTabs.js';
import { SAMPLE_LANGUAGES } from '../api-console/samples/languages.js';
import type { RenderedSample } from '../api-console/samples-view.js';
import { TryIt } from '../api-console/TryIt.js';
import { useIslandElement } from './shell.js';

/**
 * The samples as the build rendered them, read back from the island's markup (the highlighted
 * one's colours with its code): never from the document, which may show another page by now.
 */
function samplesIn(island: Element | undefined): RenderedSample[] {
  return SAMPLE_LANGUAGES.map(({ id, label, lang }) => {
    const code = island?.querySelector(`[id="sample-${id}"] code`);
    const sample = { id, label, lang, code: code?.textContent ?? '' };
    return code?.closest('figure') ? { ...sample, html: code.innerHTML } : sample;
  });
}

/** The island's props: the console's, plus the samples at build time. */
export type ApiConsoleIslandProps = ApiConsoleProps & { samples?: RenderedSample[] };

export default function ApiConsole(props: ApiConsoleIslandProps): ReactElement {
  const [form, setForm] = useState<ConsoleForm>(() => initialForm(props));
  const [used, setUsed] = useState(false);
  const island = useIslandElement();
  const [samples, setSamples] = useState(() => props.samples ?? samplesIn(island));
  useEffect(() => {
    if (!used) return undefined;
    let current = true;
    void loadEngine().then((engine) => {
      if (current) setSamples(engine.renderSamples(engine.formRequest(props, form, 'placeholders').request));
    });
    return () => {
      current = false;
    };
  }, [props, form, used]);
  const change = (patch: Partial<ConsoleForm>): void => {
    setForm((now) => ({ ...now, ...patch }));
    setUsed(true);
  };
  return (
    <>
      {props.model.console ? <TryIt props={props} form={form} change={change} /> : null}
      <SampleTabs samples={samples} />
    </>
  );
}
