import { marketIdSchema, uuidSchema } from './common';
import { isMarketId, isUuid } from './ids';

describe('ids', () => {
  it('accepts a uuid exactly when the schema does', () => {
    const samples = [
      '3f2b1c9e-0000-4000-8000-000000000001',
      '3F2B1C9E-0000-4000-8000-000000000001',
      '3f2b1c9e-0000-0000-8000-000000000001',
      '3f2b1c9e-0000-4000-c000-000000000001',
      '00000000-0000-0000-0000-000000000000',
      '3f2b1c9e00004000-8000-000000000001',
      'not-a-uuid',
      '',
    ];
    for (const sample of samples) expect({ sample, valid: isUuid(sample) }).toEqual({ sample, valid: uuidSchema.safeParse(sample).success });
  });

  it('accepts a market id exactly when the schema does', () => {
    const samples = ['nyc', 'new-york', 'berlin2', 'n', 'a'.repeat(40), 'a'.repeat(41), 'NYC', 'no-such-market', 'NOT valid!!', 'new--york', '-nyc', ''];
    for (const sample of samples) expect({ sample, valid: isMarketId(sample) }).toEqual({ sample, valid: marketIdSchema.safeParse(sample).success });
  });
});
