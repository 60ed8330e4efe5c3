import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, MessagePhoto, SendMessage } from '@marketplace/contracts';
import { buildPath } from '@marketplace/contracts/client';
import { routes } from '@marketplace/contracts/routes';
import { api, queryKeys } from '@marketplace/api-client';
import { postPicture } from '../post-picture';

/** How often an open page asks for new messages (docs/conversations.md, "Live"): TanStack Query stops while the page is hidden. */
export const CONVERSATION_POLL_MS = 5_000;

export const conversationKey = (jobId: string) => queryKeys.jobs.messages(jobId);

/** The job's conversation, polled every 5 s while the page is visible (no reload needed to see the other side's message). */
export function useConversation(jobId: string) {
  return useQuery({
    queryKey: conversationKey(jobId),
    queryFn: () => api('messages.list', { params: { jobId } }) as Promise<Conversation>,
    refetchInterval: CONVERSATION_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useSendMessage(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'message', jobId],
    mutationFn: (body: SendMessage) => api('messages.send', { params: { jobId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKey(jobId) }),
  });
}

export function useMarkRead(jobId: string) {
  return useMutation({ mutationKey: ['jobs', 'messages-read', jobId], mutationFn: (upTo: string) => api('messages.read', { params: { jobId }, body: { upTo } }) });
}

export function useReportMessage(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'message-report', jobId],
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) => api('messages.report', { params: { jobId, messageId }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKey(jobId) }),
  });
}

/** One photo for the next message, as multipart/form-data (checked, re-encoded and stripped of metadata by the API). */
export async function uploadMessagePhoto(jobId: string, file: Blob): Promise<MessagePhoto> {
  return postPicture<MessagePhoto>(buildPath(routes['messages.uploadPhoto'].path, { jobId }), file);
}
