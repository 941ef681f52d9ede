import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_WORKER } from './grammar-plan.js';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.js';
import { createPeerHighlighter } from './peer-highlighter.js';

describe('createPeerHighlighter', () => {
  let local: CodeHighlighter;
  const ports: MessagePort[] = [];
  beforeAll(async () => {
    local = await createCodeHighlighter();
  });
  afterEach(() => {
    for (const port of ports.splice(0)) port.close();
  });

  /** Workers 0 and 1 of two, linked; the requests worker 0 receives from worker 1, by language. */
  function linkedPair(plan: Map<string, number>) {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    const received: string[] = [];
    port1.on('message', (message: { kind: string; lang?: string }) => {
      if (message.kind === 'highlight') received.push(message.lang ?? '');
    });
    createPeerHighlighter({ local, self: 0, workers: 2, peers: new Map([[1, port1]]), plan: () => plan });
    const second = createPeerHighlighter({ local, self: 1, workers: 2, peers: new Map([[0, port2]]), plan: () => plan });
    return { second, received };
  }

  it("asks a grammar's worker for its blocks, and highlights a grammar every worker has itself", async () => {
    const { second, received } = linkedPair(new Map([['python', 0], ['shellscript', EVERY_WORKER]]));
    const python = await second.highlight('print(1)', { lang: 'python' });
    const bash = await second.highlight('echo 1', { lang: 'shellscript' });
    expect(received).toEqual(['python']);
    // Either way, the same highlighted block.
    expect(python).toEqual(await local.highlight('print(1)', { lang: 'python' }));
    expect(bash).toEqual(await local.highlight('echo 1', { lang: 'shellscript' }));
  });

  it('links a worker started later (`addPeer`): blocks of its grammars go to it', async () => {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    const received: string[] = [];
    port2.on('message', (message: { kind: string; lang?: string }) => {
      if (message.kind === 'highlight') received.push(message.lang ?? '');
    });
    // The first worker, started alone, then told of worker 1, which owns python.
    const first = createPeerHighlighter({ local, self: 0, workers: 1, peers: new Map(), plan: () => new Map([['python', 1]]) });
    createPeerHighlighter({ local, self: 1, workers: 1, peers: new Map([[0, port2]]), plan: () => new Map([['python', 1]]) });
    first.addPeer(1, port1);
    expect(await first.highlight('print(2)', { lang: 'python' })).toEqual(await local.highlight('print(2)', { lang: 'python' }));
    expect(received).toEqual(['python']);
  });
});
