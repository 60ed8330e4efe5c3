import { filesUnder, makePicture, multipartBody } from '../../test-support/picture-fixtures';
import { testDeps } from '../../test-support/job-fixtures';
import { removeUnsentPhotos, UNSENT_PHOTO_HOURS } from './unsent-photos';
import { csrf, type TestApp } from '../../test-support/test-app';
import { type ConversationWorld, conversationCalls, conversationWorld } from '../../test-support/conversation-fixtures';

/** A conversation's photos (docs/conversations.md, "Text and photos"): the pictures pipeline, served only to its readers. */
let w: ConversationWorld;
let t: TestApp;
let customer: string;
let provider: string;
let otherProvider: string;
let maria: string;

beforeAll(async () => {
  w = await conversationWorld();
  ({ t, customer, provider, otherProvider, maria } = w);
});
afterAll(() => t.close());
const { job, send, upload } = conversationCalls(() => w);

describe('photos', () => {
  it('are re-encoded, sent with a message, and served only to those who may read the conversation', async () => {
    const jobId = await job(9);
    const uploaded = await upload(provider, jobId);
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json();
    // Not sent yet: only its uploader sees it.
    expect((await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie: customer } })).statusCode).toBe(404);
    const sent = await send(provider, jobId, { text: '', photoIds: [photo.id] });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().photos).toEqual([{ id: photo.id, url: `/api/jobs/${jobId}/messages/photos/${photo.id}` }]);
    const served = await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie: customer } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie: otherProvider } })).statusCode).toBe(404);
    // A photo is sent once.
    expect((await send(provider, jobId, { text: 'again', photoIds: [photo.id] })).statusCode).toBe(400);
    const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'x.jpg', type: 'image/jpeg' }]);
    const fake = await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/messages/photos`, headers: { ...csrf, cookie: provider, 'content-type': contentType }, payload });
    expect(fake.statusCode).toBe(400);
  });
});

describe('photo files', () => {
  it('outlive the same picture removed from a provider’s profile (files are shared by their hash)', async () => {
    const jobId = await job(14);
    const photo = (await upload(provider, jobId)).json();
    expect((await send(provider, jobId, { text: 'The same picture', photoIds: [photo.id] })).statusCode).toBe(201);
    const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: await makePicture('jpeg'), filename: 'me.jpg', type: 'image/jpeg' }]);
    expect((await t.app.inject({ method: 'POST', url: `/api/providers/${maria}/picture`, headers: { ...csrf, cookie: provider, 'content-type': contentType }, payload })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/providers/${maria}/picture`, headers: { ...csrf, cookie: provider } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie: customer } })).statusCode).toBe(200);
  });
});


describe('photos never sent', () => {
  it('are deleted with their files a day after their upload; sent ones stay', async () => {
    const jobId = await job(15);
    const uploadPicture = async (width: number) => {
      const { payload, contentType } = await multipartBody([{ name: 'picture', bytes: await makePicture('jpeg', width, 300), filename: 'hall.jpg', type: 'image/jpeg' }]);
      const answer = await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/messages/photos`, headers: { ...csrf, cookie: provider, 'content-type': contentType }, payload });
      expect(answer.statusCode).toBe(201);
      return answer.json() as { id: string };
    };
    const forgotten = await uploadPicture(433);
    const sent = await uploadPicture(434);
    expect((await send(provider, jobId, { text: 'The hall', photoIds: [sent.id] })).statusCode).toBe(201);
    const rows = await t.db.selectFrom('job_message_photos').select(['id', 'picture_key', 'created_at']).where('id', 'in', [forgotten.id, sent.id]).execute();
    const uploadedAt = rows[0]!.created_at.getTime();
    const keyOf = (id: string) => rows.find((row) => row.id === id)!.picture_key;
    const filesOf = (key: string) => filesUnder(t.config.dataDir).filter((file) => file.includes(key.replace('pictures/', '')));
    expect(filesOf(keyOf(forgotten.id)).length).toBeGreaterThan(0);
    const at = (hours: number) => testDeps(t, () => new Date(uploadedAt + hours * 3_600_000));

    await removeUnsentPhotos(at(UNSENT_PHOTO_HOURS - 1));
    expect((await t.db.selectFrom('job_message_photos').select('id').where('id', 'in', [forgotten.id, sent.id]).execute()).length).toBe(2);
    expect(await removeUnsentPhotos(at(UNSENT_PHOTO_HOURS + 1))).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('job_message_photos').select('id').where('id', 'in', [forgotten.id, sent.id]).execute();
    expect(left).toEqual([{ id: sent.id }]);
    expect(filesOf(keyOf(forgotten.id))).toEqual([]);
    expect(filesOf(keyOf(sent.id)).length).toBeGreaterThan(0);
  });
});
