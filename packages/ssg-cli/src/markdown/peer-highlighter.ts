// Highlighting shared among the Markdown workers: a block whose grammar another worker owns
// (grammar-plan.ts) is sent to that worker over the port the two share, and its `<pre>` comes
// back; so each grammar is prepared in one thread only. Every link both asks and answers.
import type { Element } from 'hast';
import type { MessagePort } from 'node:worker_threads';
import { grammarWorker, type GrammarPlan } from './grammar-plan.js';
import type { CodeHighlighter } from './highlighter.js';

type PeerMessage =
  | { kind: 'highlight'; id: number; code: string; lang: string; lines: number[] }
  | { kind: 'highlighted'; id: number; element: Element }
  | { kind: 'failed'; id: number; message: string };

/** One end of the port between two workers. */
class PeerLink {
  private readonly waiting = new Map<number, { resolve(element: Element): void; reject(error: Error): void }>();
  private nextId = 0;
  closed = false;

  constructor(
    private readonly port: MessagePort,
    local: CodeHighlighter,
  ) {
    port.on('message', (message: PeerMessage) => {
      if (message.kind === 'highlight') {
        local.highlight(message.code, { lang: message.lang, highlightLines: new Set(message.lines) }).then(
          (element) => port.postMessage({ kind: 'highlighted', id: message.id, element } satisfies PeerMessage),
          (error: unknown) => port.postMessage({ kind: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) } satisfies PeerMessage),
        );
        return;
      }
      const request = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.kind === 'failed') request?.reject(new Error(message.message));
      else request?.resolve(message.element);
    });
    // The other worker stopped: what it had not answered is highlighted here (see below).
    port.on('close', () => {
      this.closed = true;
      for (const request of this.waiting.values()) request.reject(new Error('The worker highlighting this grammar stopped'));
      this.waiting.clear();
    });
  }

  highlight(code: string, lang: string, lines: number[]): Promise<Element> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.postMessage({ kind: 'highlight', id, code, lang, lines } satisfies PeerMessage);
    });
  }
}

export interface PeerHighlighterOptions {
  /** This worker's own highlighter. */
  local: CodeHighlighter;
  /** This worker's index and the number of workers. */
  self: number;
  workers: number;
  /** Ports to the other workers, by their index. */
  peers: ReadonlyMap<number, MessagePort>;
  /** The current build's plan (it changes from build to build). */
  plan(): GrammarPlan;
}

/** A highlighter that shares the grammars with other workers: `addPeer` links one started later. */
export interface PeerHighlighter extends CodeHighlighter {
  addPeer(index: number, port: MessagePort): void;
}

/** A highlighter that highlights its own grammars and plain text here and asks the owners for the rest. */
export function createPeerHighlighter({ local, self, workers, peers, plan }: PeerHighlighterOptions): PeerHighlighter {
  const links = new Map([...peers].map(([index, port]) => [index, new PeerLink(port, local)]));
  return {
    addPeer(index, port) {
      links.set(index, new PeerLink(port, local));
    },
    resolveLanguage: local.resolveLanguage,
    async highlight(code, options) {
      const owner = options.lang === 'text' ? self : (grammarWorker(plan(), options.lang, workers) ?? self);
      const link = links.get(owner);
      if (!link || link.closed) return local.highlight(code, options);
      return link.highlight(code, options.lang, [...(options.highlightLines ?? [])]).catch(() => local.highlight(code, options));
    },
  };
}
