import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { sendImage } from '../../http/image-reply';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import type { PictureSize } from '../pictures';
import { readPictureForm } from '../provider-profile';
import { getConversation } from './conversation';
import { admitPhotoUpload, readMessagePhoto, uploadMessagePhoto } from './message-photos';
import { listReports, readMessages, reportMessage } from './read-and-report';
import { sendMessage } from './send-message';

/** A job's conversation (docs/conversations.md): its customer, its provider, its market's managers and admins; 404 for anyone else. */
export function conversationRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { messages } = apiEndpoints;
  route(messages.list, async ({ user, params, query }) => getConversation(deps, user, params.jobId, query.before));
  route(messages.send, async ({ user, params, body }) => sendMessage(deps, user, params.jobId, body));
  route(messages.read, async ({ user, params, body }) => readMessages(deps, user, params.jobId, body.upTo));
  // Rights first, then the rate limit: a refused caller's bytes are never read.
  route(messages.uploadPhoto, {
    admit: async ({ user, params }) => admitPhotoUpload(deps, user, params.jobId),
    handle: async ({ user, params, request }) => uploadMessagePhoto(deps, user, params.jobId, await readPictureForm(request, deps.config.pictures.maxBytes)),
  });
  route(messages.photo, async ({ user, params, query, reply }) => sendImage(reply, await readMessagePhoto(deps, user, params.jobId, params.photoId, Number(query.size) as PictureSize)));
  route(messages.report, async ({ user, params, body }) => reportMessage(deps, user, params.jobId, params.messageId, body));
  route(messages.reportsInMarket, async ({ user, params }) => listReports(deps, user, params.marketId));
}
