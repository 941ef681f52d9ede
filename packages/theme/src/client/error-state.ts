// The error states shown in place of the page content (SITE.md §6): a page that could not be
// fetched ("This page could not be loaded." + Retry) and an exception while showing one ("This
// page crashed." + Try again). The navbar and sidebar stay usable; the button re-runs the navigation.
import { ERROR_TEXTS } from '../shared/runtime-contract.js';

/** Replaces the content of `main` with an error notice whose button calls `retry`. */
export function showErrorState(main: HTMLElement, kind: 'load' | 'crash', detail: string, retry: () => void): void {
  const box = document.createElement('div');
  box.className = 'ssg-error';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.className = 'ssg-error__title';
  title.textContent = kind === 'load' ? ERROR_TEXTS.loadFailed : ERROR_TEXTS.crashed;
  const message = document.createElement('p');
  message.className = 'ssg-error__message';
  message.textContent = detail;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ssg-error__button';
  button.textContent = kind === 'load' ? ERROR_TEXTS.retry : ERROR_TEXTS.tryAgain;
  button.addEventListener('click', retry, { once: true });
  box.append(title, message, button);
  main.replaceChildren(box);
  main.focus({ preventScroll: true });
}
