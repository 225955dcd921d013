/**
 * `make`, remembered per key object: a key's value is made on its first call
 * and returned again while the key lives (a build's content, a route table, a
 * file), without keeping the key alive. Callers never change what it returns.
 */
export function memoByObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
}
