// Validates an OpenAPI document with @readme/openapi-parser (OpenAPI 3.0 and 3.1 schemas plus
// its semantic checks). The validator compiles its schemas on every call (~100 ms of CPU), so it
// runs in a worker thread: page building continues on the main thread meanwhile.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { JsonObject } from './json-pointer.js';
import { markedLine, pointerAtPrintedLine } from './printed-line.js';

/** One validation problem: the validator's message and, when it can be found, its location. */
export interface ValidationProblem {
  /** First line of the validator's message: what was expected. */
  message: string;
  /** The validator's own remark on the marked line (`description is missing here!`). */
  remark?: string;
  pointer?: string;
}

export interface ValidationOutcome {
  valid: boolean;
  problems: ValidationProblem[];
  warnings: string[];
}

interface WorkerReply {
  valid: boolean;
  errors: string[];
  warnings: string[];
  /** The document as the validator printed it (dereferenced in place), when invalid. */
  printed?: unknown;
  crash?: string;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { validate } = require(workerData.parserPath);
const options = { resolve: { external: false }, validate: { errors: { colorize: false } } };
validate(workerData.document, options).then(
  (result) => parentPort.postMessage(result.valid
    ? { valid: true, errors: [], warnings: result.warnings.map((w) => w.message) }
    : { valid: false, errors: result.errors.map((e) => e.message), warnings: result.warnings.map((w) => w.message), printed: workerData.document }),
  (error) => parentPort.postMessage({ valid: false, errors: [], warnings: [], crash: String(error && error.message || error) }),
);
`;

/** Starts validating `document` (a private copy is sent to the worker) and resolves with the outcome. */
export function startValidation(document: JsonObject): Promise<ValidationOutcome> {
  const parserPath = createRequire(import.meta.url).resolve('@readme/openapi-parser');
  return new Promise<ValidationOutcome>((resolve, reject) => {
    // Not unref'd: a build that has nothing else to do must still wait for the verdict.
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { parserPath, document } });
    worker.once('message', (reply: WorkerReply) => {
      void worker.terminate();
      resolve(toOutcome(reply));
    });
    worker.once('error', (error) => reject(new Error('The OpenAPI validator stopped unexpectedly', { cause: error })));
  });
}

/** Turns the worker's reply into problems with JSON pointers. */
export function toOutcome(reply: WorkerReply): ValidationOutcome {
  if (reply.crash !== undefined) {
    return { valid: false, problems: [{ message: reply.crash }], warnings: reply.warnings };
  }
  const problems = reply.errors.map((text): ValidationProblem => {
    const [first = text] = text.split('\n');
    const line = markedLine(text);
    const pointer = line !== undefined && reply.printed !== undefined ? pointerAtPrintedLine(reply.printed, line) : undefined;
    const remark = /^\s*\|\s*\^\s*(.+)$/m.exec(text)?.[1]?.trim();
    return { message: first.trim(), ...(remark ? { remark } : {}), ...(pointer !== undefined ? { pointer } : {}) };
  });
  return { valid: reply.valid, problems, warnings: reply.warnings };
}
