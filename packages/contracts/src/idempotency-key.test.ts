import { uuidSchema } from './common';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes a new valid key each time', () => {
    const keys = Array.from({ length: 20 }, newIdempotencyKey);
    for (const key of keys) expect(uuidSchema.safeParse(key).success).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('makes valid version 4 keys where crypto.randomUUID is missing (plain http)', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = Array.from({ length: 20 }, newIdempotencyKey);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      for (const key of keys) expect(uuidSchema.safeParse(key).success).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
