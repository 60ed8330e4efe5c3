import type { Conversation, JobMessage } from '@marketplace/contracts';

/* Test data for the conversation panel and the pages that show it (tests only). */

export const emptyConversation: Conversation = { messages: [], hasOlder: false, unreadCount: 0, seenByOtherUpTo: null, viewerSide: 'customer', open: true, openUntil: null, contactMasked: false };

/** For a page's fake API: the job's conversation, empty. */
export const noMessages = { 'messages.list': () => emptyConversation };

export const customerMessage: JobMessage = {
  id: '7d1b9a4e-3c2f-4e8a-9b6d-1f2e3d4c5b6a',
  side: 'customer',
  authorName: 'Anna',
  mine: false,
  text: 'Hello!\nThe key is under the mat. Map: https://maps.example.com/place?q=1',
  photos: [],
  at: '2026-03-03T14:05:00.000Z',
  reportedByMe: false,
};

export const myMessage: JobMessage = {
  id: '8e2c0b5f-4d3a-4f9b-8c7e-2a3b4c5d6e7f',
  side: 'provider',
  authorName: 'Maria',
  mine: true,
  text: 'On my way',
  photos: [{ id: '9f3d1c6a-5e4b-4a0c-9d8f-3b4c5d6e7f80', url: '/api/jobs/0c6f3d2a-1b4e-4c8d-9a7f-5e6d7c8b9a01/messages/photos/9f3d1c6a-5e4b-4a0c-9d8f-3b4c5d6e7f80' }],
  at: '2026-03-03T14:10:00.000Z',
  reportedByMe: false,
};
