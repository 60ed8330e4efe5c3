import { randomUUID } from 'node:crypto';
import { makePicture, multipartBody, storeTestPicture } from '../picture-fixtures';
import { rateJob, seeJob, settingsMatrix } from './expectations';
import { jobs, markets } from './targets';
import { type Ids, type Request, type Row, testApp, UNKNOWN_ID, withBody } from './world';

/**
 * A job's conversation (docs/conversations.md): whoever may see the job reads and writes it (404
 * for anyone else); only its customer and provider report a message, the market team's own
 * included (managers and admins handle reports: 403); a market's reports are its managers'.
 */
const created = (expect: Row['expect']): Row['expect'] =>
  Object.fromEntries(Object.entries(expect).map(([role, value]) => [role, typeof value === 'number' ? value : Object.fromEntries(Object.entries(value).map(([target, status]) => [target, status === 200 ? 201 : status]))])) as Row['expect'];

/** A message in the job by the market team (nyc) or the job's customer (berlin), with a photo when asked. */
async function messageIn(ids: Ids, jobId: string, berlin: boolean, withPhoto = false): Promise<{ messageId: string; photoId: string }> {
  const t = testApp();
  const message = await t.db
    .insertInto('job_messages')
    .values({ job_id: jobId, author_user_id: berlin ? ids.stranger : ids.users.nycManager, author_side: berlin ? 'customer' : 'market', body: 'A message', created_at: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  let photoId = UNKNOWN_ID;
  if (withPhoto) {
    const key = await storeTestPicture(t.config);
    photoId = (await t.db.insertInto('job_message_photos').values({ job_id: jobId, message_id: message.id, uploader_user_id: berlin ? ids.stranger : ids.users.nycManager, picture_key: key }).returning('id').executeTakeFirstOrThrow()).id;
  }
  return { messageId: message.id, photoId };
}

const withMessage = (make: (jobId: string, message: { messageId: string; photoId: string }) => Request, withPhoto = false): Row['targets'] => ({
  nycJob: async (ids) => make(ids.customerJob, await messageIn(ids, ids.customerJob, false, withPhoto)),
  berlinJob: async (ids) => make(ids.berlinJob, await messageIn(ids, ids.berlinJob, true, withPhoto)),
  unknown: () => make(UNKNOWN_ID, { messageId: randomUUID(), photoId: randomUUID() }),
});

export const messageRows: Record<string, Row> = {
  'messages.list': { targets: jobs, expect: seeJob },
  'messages.send': { targets: withBody(jobs, { text: 'Hello' }), expect: created(seeJob) },
  'messages.read': { targets: withMessage((jobId, { messageId }) => ({ params: { jobId }, body: { upTo: messageId } })), expect: seeJob },
  'messages.uploadPhoto': {
    targets: Object.fromEntries(
      Object.entries(jobs).map(([name, target]) => [
        name,
        async (ids: Ids, role: Parameters<typeof target>[1]) => ({ ...(await target(ids, role)), raw: await multipartBody([{ name: 'picture', bytes: await makePicture('png'), filename: 'door.png', type: 'image/png' }]) }),
      ]),
    ),
    expect: created(seeJob),
  },
  'messages.photo': { targets: withMessage((jobId, { photoId }) => ({ params: { jobId, photoId } }), true), expect: seeJob },
  'messages.report': { targets: withMessage((jobId, { messageId }) => ({ params: { jobId, messageId }, body: { reason: 'Rude' } })), expect: { ...rateJob, provider: { nycJob: 201, berlinJob: 404, unknown: 404 } } },
  'messages.reportsInMarket': { targets: markets, expect: settingsMatrix },
};
