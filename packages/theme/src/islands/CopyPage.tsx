// Island: the "Copy page" button of docs pages. A click or tap copies the page's Markdown (its
// `<route>.md`, fetched then) to the clipboard; the button says "Copied" for two seconds and a
// live region announces it. It hydrates on the first intent; a tap before that is replayed.
import { useEffect, useState, type ReactElement } from 'react';
import { CopyIcon } from '../components/icons.js';
import { DATA_ATTRIBUTES } from '../shared/runtime-contract.js';
import { COPIED_MS, copyFetchedText } from './copy-text.js';

export interface CopyPageProps {
  /** URL of the page's Markdown (base URL included). */
  source: string;
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<CopyState, string> = { idle: 'Copy page', copying: 'Copy page', copied: 'Copied', failed: 'Copy failed' };
const ANNOUNCED: Record<CopyState, string> = { idle: '', copying: '', copied: 'Copied the page as Markdown', failed: 'The page could not be copied' };

/** `<button data-ssg-copy-page>` and its live region. */
export default function CopyPage({ source }: CopyPageProps): ReactElement {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (): Promise<void> => {
    setState('copying');
    setState((await copyFetchedText(source)) ? 'copied' : 'failed');
  };
  return (
    <>
      <button
        type="button"
        className="ssg-page-actions__button"
        {...{ [DATA_ATTRIBUTES.copyPage]: source }}
        {...(state === 'copied' ? { 'data-copied': '' } : {})}
        aria-busy={state === 'copying' ? true : undefined}
        onClick={() => void copy()}
      >
        <CopyIcon className="ssg-page-actions__icon" size={16} />
        {LABELS[state]}
        {state === 'idle' || state === 'copying' ? <span className="ssg-visually-hidden"> as Markdown</span> : null}
      </button>
      <span className="ssg-visually-hidden" role="status">
        {ANNOUNCED[state]}
      </span>
    </>
  );
}
