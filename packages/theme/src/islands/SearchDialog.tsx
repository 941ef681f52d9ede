// The search dialog (part of the Search island, which imports it on the first press): a modal `<dialog>` holding a combobox input and
// a listbox of results grouped by page (WAI-ARIA combobox pattern: focus stays in the input, the
// active option is `aria-activedescendant`), and a live region saying how many results there are.
// ↑ ↓ move through the results, Enter opens one, Escape closes, Tab stays inside.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { CloseIcon, SearchIcon } from '../components/icons.js';
import type { SearchClient, SearchResultGroup } from '../search/browser-client.js';
import type { SnippetPart } from '../search/snippet.js';
import { SHELL_EVENTS } from '../shared/runtime-contract.js';
// A chunk of its own, loaded when search first opens; importing the hydration module puts it with
// the islands, so React stays in their one shared chunk instead of being split from react-dom.
import './hydrate.js';
import { trapTarget } from './menu-dom.js';
import { isPlainClick, moveActive, SEARCH_IDS, searchOptions, statusText, typingPause, type SearchOption, type SearchStatus } from './search-view.js';
import { shellApi } from './shell.js';

export interface SearchDialogProps {
  open: boolean;
  /** Changes each time the search button is pressed: the query gets focus, selected. */
  focusRequest: number;
  base: string;
  /** Closes the dialog; `returnFocus` is false when a result was opened. */
  onClose(returnFocus: boolean): void;
}

/** The client, imported on first use (its chunk carries MiniSearch); a failed import is tried again. */
function useSearchClient(base: string): () => Promise<SearchClient> {
  const client = useRef<Promise<SearchClient> | undefined>(undefined);
  return useCallback(() => {
    if (client.current === undefined) {
      const loading = import('../search/browser-client.js').then((module) => module.createBrowserSearchClient(base));
      client.current = loading;
      loading.catch(() => {
        if (client.current === loading) client.current = undefined;
      });
    }
    return client.current;
  }, [base]);
}

interface Results {
  /** The query these results answer. */
  query: string;
  status: SearchStatus;
  groups: SearchResultGroup[];
}

const IDLE: Results = { query: '', status: { state: 'idle' }, groups: [] };

/**
 * Runs `query` through the client; the results of an older query never replace a newer one's.
 * `pending` while the shown results are not yet those of the query typed.
 */
function useResults(query: string, client: () => Promise<SearchClient>): Results & { pending: boolean } {
  const [results, setResults] = useState<Results>(IDLE);
  // What the last query cost the page's thread: while queries are slow (a large site, a slow
  // phone), each waits for a pause in the typing that long, so that keys are not held up behind
  // searches for words no longer in the field.
  const lastCost = useRef(0);
  useEffect(() => {
    const text = query.trim();
    if (text === '') {
      setResults(IDLE);
      return undefined;
    }
    let current = true;
    // The previous results stay until the new ones arrive (no flicker while typing).
    setResults((previous) => (previous.status.state === 'done' ? previous : { query: previous.query, status: { state: 'loading' }, groups: [] }));
    const run = (): void => {
      client()
        .then((loaded) => {
          if (!current) return undefined;
          const started = performance.now();
          return loaded.search(text).finally(() => (lastCost.current = performance.now() - started));
        })
        .then(
          (groups) => {
            if (!current || groups === undefined) return;
            const options = groups.reduce((sum, group) => sum + group.hits.length, 0);
            setResults({ query: text, status: { state: 'done', query: text, options, pages: groups.length }, groups });
          },
          (error: unknown) => {
            if (!current) return;
            console.error(error);
            setResults({ query: text, status: { state: 'error' }, groups: [] });
          },
        );
    };
    const pause = typingPause(lastCost.current);
    const timer = pause > 0 ? setTimeout(run, pause) : undefined;
    if (timer === undefined) run();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, client]);
  return { ...results, pending: results.query !== query.trim() };
}

/** Opens a result: closes the dialog and navigates client-side (the shell scrolls the heading below the navbar). */
function openResult(option: SearchOption, onClose: (returnFocus: boolean) => void): void {
  onClose(false);
  const shell = shellApi();
  if (shell) void shell.navigate(option.href);
  else location.assign(option.href);
}

/** Text with the matched words in `<mark>`. */
function Marked({ parts }: { parts: readonly SnippetPart[] }): ReactElement {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}

export function SearchDialog({ open, focusRequest, base, onClose }: SearchDialogProps): ReactElement {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const client = useSearchClient(base);
  const results = useResults(query, client);
  const groups = useMemo(() => searchOptions(results.groups, base), [results.groups, base]);
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);

  // New results: the first one is active, so Enter opens it.
  useEffect(() => setActive(options.length > 0 ? 0 : -1), [options]);

  // The native modal: the rest of the page is inert, the dialog is in the top layer.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      if (!element.open) {
        element.showModal();
        // What every query needs, while the reader types the first one.
        client().then((loaded) => loaded.prepare()).catch(() => undefined);
      }
      input.current?.focus();
      input.current?.select();
    } else if (element.open) {
      element.close();
    }
  }, [open, focusRequest, client]);

  useEffect(() => {
    if (active >= 0) document.getElementById(SEARCH_IDS.option(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  // Another page shown under the open dialog (back, forward) closes it; a hot refresh does not.
  useEffect(() => {
    if (!open) return undefined;
    const beforeSwap = (event: Event): void => {
      if (!(event as CustomEvent<{ refresh?: boolean }>).detail?.refresh) onClose(false);
    };
    document.addEventListener(SHELL_EVENTS.beforeSwap, beforeSwap);
    return () => document.removeEventListener(SHELL_EVENTS.beforeSwap, beforeSwap);
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    const native = event.nativeEvent;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      const target = trapTarget(event.currentTarget, document.activeElement, event.shiftKey);
      if (target !== undefined) {
        event.preventDefault();
        target.focus();
      }
    } else if (event.target === input.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.target === input.current && event.key === 'Enter' && !native.isComposing) {
      const option = options[active];
      event.preventDefault();
      if (option) openResult(option, onClose);
    }
  };

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, option: SearchOption): void => {
    // Ctrl/⌘/Shift-click and middle clicks open the link elsewhere, as links do.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openResult(option, onClose);
  };

  const expanded = options.length > 0;
  const status = statusText(results.status);
  return (
    <dialog
      ref={dialog}
      className="ssg-search"
      aria-label="Search"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose(true);
      }}
    >
      <div className="ssg-search__panel">
        <div className="ssg-search__bar">
          <SearchIcon className="ssg-search__icon" size={20} />
          <input
            ref={input}
            className="ssg-search__input"
            type="search"
            role="combobox"
            aria-label="Search the site"
            aria-autocomplete="list"
            aria-expanded={expanded}
            {...(expanded ? { 'aria-controls': SEARCH_IDS.listbox } : {})}
            {...(expanded && active >= 0 ? { 'aria-activedescendant': SEARCH_IDS.option(active) } : {})}
            placeholder="Search docs, API and blog"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className="ssg-search__close" aria-label="Close search" onClick={() => onClose(true)}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="ssg-search__body" aria-busy={results.pending}>
          <p className="ssg-search__status" role="status">
            {status}
          </p>
          {results.status.state === 'idle' ? <p className="ssg-search__hint">Find a page of the docs, an API operation or a blog post by its words.</p> : null}
          {expanded ? (
            <div className="ssg-search__listbox" role="listbox" id={SEARCH_IDS.listbox} aria-label="Results">
              {groups.map((group) => (
                <div key={group.id} className="ssg-search__group" role="group" aria-labelledby={group.id}>
                  <div className="ssg-search__group-title" role="presentation" id={group.id}>
                    {group.title}
                    {group.kind !== undefined ? <span className="ssg-search__kind">{group.kind}</span> : null}
                  </div>
                  {group.options.map((option) => (
                    <a
                      key={option.id}
                      id={option.id}
                      className="ssg-search__option"
                      role="option"
                      aria-selected={option.index === active}
                      href={option.href}
                      tabIndex={-1}
                      onClick={(event) => onOptionClick(event, option)}
                      onPointerMove={() => {
                        if (option.index !== active) setActive(option.index);
                      }}
                    >
                      <span className="ssg-search__option-label">
                        <Marked parts={option.label} />
                      </span>
                      <span className="ssg-search__snippet">
                        <Marked parts={option.snippet} />
                      </span>
                    </a>
                  ))}
                </div>
              ))}
            </div>
          ) : null}
        </div>
        <p className="ssg-search__keys" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> to move
          </span>
          <span>
            <kbd>↵</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </p>
      </div>
    </dialog>
  );
}
