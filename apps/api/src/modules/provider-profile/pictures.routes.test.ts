import sharp from 'sharp';
import { defaultRateLimits } from '../../config';
import { filesUnder, makeNoisyJpeg, makePicture, multipartBody } from '../../test-support/picture-fixtures';
import { createTestApp, csrf, firstProviderIn, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';

const MAX_BYTES = 512 * 1024;
let t: TestApp;
let providerId: string;
let provider: string;
beforeAll(async () => {
  t = await createTestApp({ pictures: { maxBytes: MAX_BYTES, maxPixels: 40_000_000, minSide: 96 } });
  providerId = await providerIdOf(t.db, 'provider@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
});
afterAll(() => t.close());

type Part = Parameters<typeof multipartBody>[0][number];
const file = (bytes: Uint8Array, filename = 'me.jpg', type = 'image/jpeg'): Part => ({ name: 'picture', bytes, filename, type });

async function upload(parts: Part[], cookie = provider, id = providerId) {
  const { payload, contentType } = await multipartBody(parts);
  return t.app.inject({ method: 'POST', url: `/api/providers/${id}/picture`, headers: { ...csrf, cookie, 'content-type': contentType }, payload });
}
const picturePath = async () => (await t.db.selectFrom('providers').select('picture_path').where('id', '=', providerId).executeTakeFirstOrThrow()).picture_path;
const uploads = () => filesUnder(t.config.dataDir);

describe('uploading a picture', () => {
  it('stores a JPEG upright, square, as WebP in three sizes without its EXIF, and serves it for a year', async () => {
    // Stored 400 × 300 on its side (EXIF orientation 6): upright it is 300 × 400.
    const response = await upload([file(await makePicture('jpeg', 400, 300, { orientation: 6 }))]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { pictureUrl } = response.json() as { pictureUrl: string };
    expect(pictureUrl).toMatch(new RegExp(`^/api/providers/${providerId}/picture\\?v=[0-9a-f]{12}$`));
    expect(uploads()).toEqual([expect.stringMatching(/^uploads\/pictures\/[0-9a-f]{64}-256\.webp$/), expect.stringMatching(/-512\.webp$/), expect.stringMatching(/-96\.webp$/)]);

    const served = await t.app.inject({ method: 'GET', url: pictureUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toMatch(/TestCam|Secret Model/);
    const small = await t.app.inject({ method: 'GET', url: `${pictureUrl}&size=96` });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 96, height: 96 });

    const profile = (await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}` })).json();
    expect(profile.pictureUrl).toBe(pictureUrl);
  });

  it('crops to the square the client chose (in the upright picture), and removes the old files', async () => {
    const before = await picturePath();
    // Left half blue, right half red: the square on the right is red.
    const response = await upload([{ name: 'cropX', value: '250' }, { name: 'cropY', value: '50' }, { name: 'cropSize', value: '150' }, file(await makePicture('png'), 'me.png', 'image/png')]);
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: `${response.json().pictureUrl}&size=96` });
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150); // red
    expect(data[2]).toBeLessThan(100);
    expect(uploads()).toHaveLength(3);
    expect(uploads().some((name) => name.includes(before!.slice('pictures/'.length)))).toBe(false);
  });

  it('takes a WebP too', async () => {
    expect((await upload([file(await makePicture('webp'), 'me.webp', 'image/webp')])).statusCode).toBe(200);
  });

  it('refuses a crop outside the picture', async () => {
    const response = await upload([{ name: 'cropX', value: '300' }, { name: 'cropY', value: '0' }, { name: 'cropSize', value: '200' }, file(await makePicture('png'), 'me.png', 'image/png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.crop).toEqual(['The crop goes beyond the picture. Choose the square again.']);
  });

  it('goes back to the generated picture on request, and its files go', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: `/api/providers/${providerId}/picture`, headers: { ...csrf, cookie: provider } });
    expect(response.statusCode).toBe(200);
    expect(await picturePath()).toBeNull();
    expect(uploads()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: response.json().pictureUrl })).headers['content-type']).toBe('image/svg+xml');
  });
});

describe('refusing bad files, storing nothing', () => {
  const jpeg = () => makePicture('jpeg');
  const cases: Array<[string, () => Promise<Part[]>, number, RegExp]> = [
    ['a text file renamed .jpg', async () => [file(Buffer.from('Just some notes, not a picture.\n'.repeat(20)))], 400, /not a picture/],
    ['an SVG (script-capable, not a photo format)', async () => [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'), 'me.svg', 'image/svg+xml')], 400, /not a picture/],
    ['a GIF', async () => [file(await sharp({ create: { width: 200, height: 200, channels: 3, background: 'red' } }).gif().toBuffer(), 'me.gif', 'image/gif')], 400, /This is a GIF file/],
    ['a JPEG with an HTML page appended (polyglot)', async () => [file(Buffer.concat([await jpeg(), Buffer.from('<html><body><script>alert(1)</script></body></html>')]))], 400, /another file attached/],
    ['a JPEG with a ZIP appended (GIFAR-like polyglot)', async () => [file(Buffer.concat([await jpeg(), Buffer.from('PK\x03\x04\x14\x00\x00\x00payload.class')]))], 400, /another file attached/],
    ['a JPEG carrying a script inside (comment segment)', async () => {
      const bytes = await jpeg();
      const comment = Buffer.from('<script>alert(1)</script>');
      const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
      return [file(Buffer.concat([bytes.subarray(0, 2), segment, bytes.subarray(2)]))];
    }, 400, /web page or script/],
    ['a truncated JPEG', async () => {
      const bytes = await makeNoisyJpeg(200);
      return [file(bytes.subarray(0, Math.floor(bytes.length * 0.6)))];
    }, 400, /damaged or incomplete/],
    ['a corrupt PNG', async () => {
      const bytes = Buffer.from(await makePicture('png'));
      bytes.fill(0x42, 60, 200);
      return [file(bytes, 'me.png', 'image/png')];
    }, 400, /damaged or incomplete/],
    ['a tiny file of 45 megapixels', async () => [file(await sharp({ create: { width: 9000, height: 5000, channels: 3, background: 'white' } }).png({ compressionLevel: 9 }).toBuffer(), 'big.png', 'image/png')], 400, /too many pixels \(9000 × 5000\)/],
    ['a file over the size limit', async () => [file(await makeNoisyJpeg(900))], 413, /larger than 0\.5 MB/],
    ['a picture too small', async () => [file(await makePicture('png', 60, 60), 'me.png', 'image/png')], 400, /too small/],
    ['an empty file', async () => [file(Buffer.alloc(0))], 400, /empty/],
    ['two files', async () => [file(await jpeg()), file(await jpeg())], 400, /one picture at a time/],
    ['a file under another field name', async () => [{ name: 'photo', bytes: await jpeg(), filename: 'me.jpg', type: 'image/jpeg' }], 400, /field called "picture"/],
    ['no file', async () => [{ name: 'cropX', value: '1' }], 400, /Choose a picture/],
  ];

  it.each(cases)('%s', async (_, parts, status, message) => {
    const response = await upload(await parts());
    expect({ status: response.statusCode, message: response.json().error.message }).toEqual({ status, message: expect.stringMatching(message) });
    expect(uploads()).toEqual([]);
    expect(await picturePath()).toBeNull();
  });

  it('refuses a JSON body with a message', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/providers/${providerId}/picture`, headers: { ...csrf, cookie: provider }, payload: { picture: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/multipart/);
  });

  it("refuses someone else's profile before reading the file", async () => {
    const other = await firstProviderIn(t.db, 'nyc', [providerId]);
    const response = await upload([file(await makePicture('jpeg'))], await loginAs(t.app, other.email));
    expect(response.statusCode).toBe(403);
    expect(uploads()).toEqual([]);
  });
});

it('limits uploads per user (RATE_LIMIT_PICTURE_UPLOAD_PER_USER)', async () => {
  const limited = await createTestApp({ rateLimits: { ...defaultRateLimits, pictureUploadPerUser: { limit: 2, windowSeconds: 3600 } } });
  try {
    const id = await providerIdOf(limited.db, 'provider@example.com');
    const cookie = await loginAs(limited.app, 'provider@example.com');
    const bytes = await makePicture('png');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { payload, contentType } = await multipartBody([file(bytes, 'me.png', 'image/png')]);
      statuses.push((await limited.app.inject({ method: 'POST', url: `/api/providers/${id}/picture`, headers: { ...csrf, cookie, 'content-type': contentType }, payload })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  } finally {
    await limited.close();
  }
});
