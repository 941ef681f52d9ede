// Types of the two undici modules the remote stage loads alone (see `createDispatcher`), which the
// package declares only through its entry: the Agent, and the request API that the entry adds to
// every dispatcher.
declare module 'undici/lib/dispatcher/agent.js' {
  import { Agent } from 'undici';
  export default Agent;
}

declare module 'undici/lib/api/index.js' {
  import type { Dispatcher } from 'undici';
  /** `Dispatcher#request`, called on a dispatcher: one request to `options.origin`. */
  export function request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
}
