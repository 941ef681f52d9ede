// Results remembered by an object of the document being built (weakly: nothing outlives the
// document it was read from) and a key: work that the pages of a large API repeat for the same
// schema or reference is done once.

/** A memo: `remember(object, key, compute)` is `compute()`, run once per object and key. */
export type ObjectMemo<V> = (object: object, key: string, compute: () => V) => V;

/** An empty memo. */
export function objectMemo<V>(): ObjectMemo<V> {
  const byObject = new WeakMap<object, Map<string, V>>();
  return (object, key, compute) => {
    let values = byObject.get(object);
    if (!values) byObject.set(object, (values = new Map()));
    if (values.has(key)) return values.get(key) as V;
    const value = compute();
    values.set(key, value);
    return value;
  };
}
