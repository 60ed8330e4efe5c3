// react-router reads TextEncoder when it loads, and jsdom has none; Node's is the same API.
// Import this before react-router in a jest test.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
