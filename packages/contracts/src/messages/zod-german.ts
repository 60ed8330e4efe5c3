import { de } from 'zod/locales';
import { germanZodKey } from '../zod';

/*
 * zod's own messages in German, loaded with contracts' German catalogue (so an English page
 * never fetches them): every copy of contracts on the page finds them under the global key. The
 * API imports them to answer a German request (a browser's `<html lang>` decides, so it stays English here).
 */
export const germanZodMessages = de().localeError;
(globalThis as Record<symbol, unknown>)[germanZodKey] = germanZodMessages;
