import { useSearchParams } from 'react-router-dom';

/**
 * A screen's filters and page kept in the URL (a reload or a shared link shows the same): the
 * params, the page number (1 when absent or bad) and `update`, which sets or (for null/'') removes
 * several params at once.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) if (value) next.set(name, value); else next.delete(name);
      return next;
    });
  return { params, page, update };
}
