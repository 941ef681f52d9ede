// Island: the site search. The navbar button (with its Ctrl K / ⌘ K hint, chosen by CSS from the
// head script's platform mark, so the server's markup is the same for everyone) opens a modal
// `<dialog>`: a combobox input over a listbox of results grouped by page. The island hydrates on
// intent; the shell presses the button for the shortcut, hydrating it first (pressed again while
// the dialog is open, it selects the query). The island itself is only the button: the dialog's
// code, the search client (MiniSearch) and the index are loaded when search is first opened,
// never before (the two chunks in parallel); the dialog then stays mounted, so reopening it shows
// the last query. Escape closes it and focus returns to the button; opening a result closes it
// and navigates client-side to the section's heading.
import { useCallback, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { SearchIcon } from '../components/icons.js';
import { DATA_ATTRIBUTES } from '../shared/runtime-contract.js';
import type { SearchDialogProps } from './SearchDialog.js';

type Dialog = (props: SearchDialogProps) => ReactElement;

let dialogModule: Promise<Dialog> | undefined;

/** The dialog's chunk, imported once (a failed import is tried again at the next press). */
function loadDialog(): Promise<Dialog> {
  if (dialogModule === undefined) {
    const loading = import('./SearchDialog.js').then((module) => module.SearchDialog);
    dialogModule = loading;
    loading.catch(() => {
      if (dialogModule === loading) dialogModule = undefined;
    });
  }
  return dialogModule;
}

export interface SearchProps {
  /** The site's base URL (`/`, `/flux0/`): the index and the results live under it. */
  base: string;
}

/** The navbar's search button and, once opened, the dialog. */
export default function Search({ base }: SearchProps): ReactElement {
  const [open, setOpen] = useState(false);
  /** Presses of the button (or its shortcut, which the shell turns into one): each puts focus on the query. */
  const [presses, setPresses] = useState(0);
  const [SearchDialog, setSearchDialog] = useState<Dialog | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(true);
  const wasOpen = useRef(false);

  // After the dialog has closed (its own layout effect ran first): focus back on the button,
  // unless a result was opened (the page being shown takes focus). Without scrolling: the button
  // sits in the sticky navbar, inside the page's scroll padding, and focusing it would move the
  // page up by a screen's share each time.
  useLayoutEffect(() => {
    if (wasOpen.current && !open && restoreFocus.current) button.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    restoreFocus.current = returnFocus;
    setOpen(false);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="ssg-search-button"
        {...{ [DATA_ATTRIBUTES.search]: '', [DATA_ATTRIBUTES.shortcut]: 'k /' }}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={() => {
          setPresses((count) => count + 1);
          setOpen(true);
          if (SearchDialog === undefined) {
            // The client's chunk too, so both download at once (the dialog imports it again when it opens).
            void import('../search/browser-client.js').catch(() => undefined);
            loadDialog().then((loaded) => setSearchDialog(() => loaded), (error: unknown) => console.error(error));
          }
        }}
      >
        <SearchIcon className="ssg-search-button__icon" size={18} />
        <span className="ssg-search-button__label">Search</span>
        <span className="ssg-search-button__keys" aria-hidden="true">
          <kbd className="ssg-search-button__key ssg-search-button__key--ctrl">Ctrl</kbd>
          <kbd className="ssg-search-button__key ssg-search-button__key--mac" />
          <kbd className="ssg-search-button__key">K</kbd>
        </span>
      </button>
      {SearchDialog !== undefined ? <SearchDialog open={open} focusRequest={presses} base={base} onClose={close} /> : null}
    </>
  );
}
