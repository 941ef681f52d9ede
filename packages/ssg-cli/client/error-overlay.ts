// <ssg-error-overlay>: the dev server's build-error overlay. A custom element with its own shadow
// root, so that no stylesheet of the site can restyle or hide it, and every text is set as text
// (never parsed as HTML: messages quote the user's files).
import type { LiveDiagnostic } from '../src/serve/live-protocol.js';

const STYLE = `
/* !important here wins over the page's own !important rules (the shadow root is inner). */
:host { all: initial !important; position: fixed !important; inset: 0 !important; z-index: 2147483647 !important; display: block !important;
  visibility: visible !important; opacity: 1 !important; transform: none !important; }
.backdrop { position: fixed; inset: 0; background: rgb(0 0 0 / 0.66); overflow: auto; padding: 4vh 2vw; box-sizing: border-box; }
.panel { box-sizing: border-box; max-width: 60rem; margin: 0 auto; background: #181818; color: #e8e8e8; border-top: 6px solid #ff5555;
  border-radius: 6px; padding: 1.25rem 1.5rem; font: 14px/1.55 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.5); }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; }
h1 { font: 600 16px/1.4 system-ui, sans-serif; margin: 0; color: #ff7b7b; }
button { font: 13px system-ui, sans-serif; color: #e8e8e8; background: #2c2c2c; border: 1px solid #555; border-radius: 4px; padding: 0.3rem 0.7rem; cursor: pointer; }
button:focus-visible { outline: 2px solid #8ab4f8; outline-offset: 2px; }
section { margin-top: 1.25rem; padding-top: 1rem; border-top: 1px solid #333; }
.where { color: #8ab4f8; word-break: break-all; }
.message { margin: 0.35rem 0; white-space: pre-wrap; color: #ffb4b4; font-weight: 600; }
.hint { margin: 0.35rem 0; white-space: pre-wrap; color: #c8e6a0; }
pre { margin: 0.75rem 0 0; padding: 0.75rem 1rem; background: #0f0f0f; border-radius: 4px; overflow: auto; white-space: pre; color: #d6d6d6; }
.stack { color: #9a9a9a; font-size: 12px; }
footer { margin-top: 1.25rem; font: 12px system-ui, sans-serif; color: #9a9a9a; }
`;

/** The overlay element; `show()` replaces what it shows, `hide()` removes it from view. */
export class ErrorOverlay extends HTMLElement {
  readonly #root = this.attachShadow({ mode: 'open' });

  /** Shows these errors (they replace any shown before). */
  show(diagnostics: LiveDiagnostic[]): void {
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] => {
      const element = document.createElement(tag);
      if (className) element.className = className;
      if (text !== undefined) element.textContent = text;
      return element;
    };
    const style = make('style', undefined, STYLE);
    const backdrop = make('div', 'backdrop');
    const panel = make('div', 'panel');
    panel.setAttribute('role', 'alertdialog');
    panel.setAttribute('aria-labelledby', 'ssg-overlay-title');
    const header = make('header');
    const title = make('h1', undefined, diagnostics.length === 1 ? 'Build failed' : `Build failed: ${diagnostics.length} errors`);
    title.id = 'ssg-overlay-title';
    const close = make('button', undefined, 'Close');
    close.type = 'button';
    close.addEventListener('click', () => this.hide());
    header.append(title, close);
    panel.append(header);
    for (const diagnostic of diagnostics) {
      const section = make('section');
      if (diagnostic.file) {
        const position = [diagnostic.file, diagnostic.line, diagnostic.line !== undefined ? diagnostic.column : undefined].filter((part) => part !== undefined).join(':');
        section.append(make('div', 'where', position));
      }
      section.append(make('p', 'message', diagnostic.message));
      if (diagnostic.hint) section.append(make('p', 'hint', `hint: ${diagnostic.hint}`));
      if (diagnostic.frame) section.append(make('pre', 'frame', diagnostic.frame));
      if (diagnostic.stack) section.append(make('pre', 'stack', diagnostic.stack));
      panel.append(section);
    }
    panel.append(make('footer', undefined, 'The last good build is still served. Fix the file and save: this closes by itself. Esc or Close hides it.'));
    backdrop.append(panel);
    backdrop.addEventListener('click', (event) => {
      if (event.target === backdrop) this.hide();
    });
    this.#root.replaceChildren(style, backdrop);
    if (!this.isConnected) document.documentElement.append(this);
  }

  hide(): void {
    this.remove();
  }

  connectedCallback(): void {
    document.addEventListener('keydown', this.#onKey);
  }

  disconnectedCallback(): void {
    document.removeEventListener('keydown', this.#onKey);
  }

  readonly #onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') this.hide();
  };
}
