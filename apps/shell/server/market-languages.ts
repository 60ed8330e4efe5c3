import { isLanguage, type Language } from '@marketplace/i18n/languages';

/**
 * Each market's language, read from the API's public market list (docs/languages.md): a page
 * of `/market/<id>` is in that market's language for a visitor whose browser asks for none the
 * site has. Read at start and then every minute; an API that is down leaves what was read last
 * (at first: nothing, so English).
 */
export function createMarketLanguages({ apiUrl, timeoutMs = 3000 }: { apiUrl: string; timeoutMs?: number }) {
  let languages = new Map<string, Language>();
  return {
    async refresh(): Promise<void> {
      try {
        const response = await fetch(new URL('/api/markets', apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return;
        const body = (await response.json()) as { markets?: Array<{ id?: unknown; language?: unknown }> };
        const next = new Map<string, Language>();
        for (const market of body.markets ?? []) {
          if (typeof market.id === 'string' && isLanguage(market.language)) next.set(market.id.toLowerCase(), market.language);
        }
        languages = next;
      } catch {
        // down, slow or not JSON: keep what was read last
      }
    },
    /** The language of the market whose pages `path` is under, if it is one. */
    languageFor(path: string): Language | undefined {
      const match = /^\/market\/([^/?#]+)/i.exec(path);
      return match ? languages.get(decodeURIComponent(match[1]!).toLowerCase()) : undefined;
    },
  };
}

export type MarketLanguages = ReturnType<typeof createMarketLanguages>;
