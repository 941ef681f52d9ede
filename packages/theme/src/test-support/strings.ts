// How V8 holds a string, for tests of code that keeps strings narrow (see `narrowText`).
import { serialize } from 'node:v8';

/** Whether V8 holds the string one byte a character: its serialiser writes the form it has, `"` for one byte. */
export function heldInOneByte(text: string): boolean {
  return serialize(text)[2] === 0x22;
}
