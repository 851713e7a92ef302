/**
 * A pure function's answers kept by argument: words, lines and answers recur across the readings of a
 * refinement and across requests. Up to `limit` are kept; past it the cache starts again, so a long-lived
 * process holds no more than a vocabulary's worth.
 */
export function remembering<K, V>(read: (key: K) => V, limit: number): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = read(key);
    if (known.size >= limit) known.clear();
    known.set(key, value);
    return value;
  };
}
