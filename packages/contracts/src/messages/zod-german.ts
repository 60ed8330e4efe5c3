import { de } from 'zod/locales';
import { germanZodKey } from '../zod';

/*
 * zod's own messages in German, loaded with contracts' German catalogue (so an English page
 * never fetches them): every copy of contracts on the page finds them under the global key.
 */
(globalThis as Record<symbol, unknown>)[germanZodKey] = de().localeError;

export {};
