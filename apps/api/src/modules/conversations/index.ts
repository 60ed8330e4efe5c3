/* The public entry of conversations: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { conversationRoutes } from './conversations.routes';
export { startConversationWorkers } from './message-email';
export { listMessagesByAuthor } from './conversations.repository';
