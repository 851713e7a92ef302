import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before a search is sent: one request per pause, not one per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A page's filters live in its address (?q=&page=&plan=), so Back, a reload and a shared link show the same
 * list. Setting a filter goes back to page 1; setting the page keeps the filters.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Name,
    string
  >;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setFilter = useCallback(
    (name: Name, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { values, page, setFilter, setPage };
}

/**
 * A text box whose value reaches `commit` once typing pauses for SEARCH_DEBOUNCE_MS; what is typed shows at
 * once. A value changed from outside (Back to an earlier search) replaces what the box shows.
 */
export function useDebouncedInput(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    if (text.trim() !== committed) setText(committed);
  }
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => commit(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, commit]);
  return [text, setText] as const;
}
