export { contractsCatalogue } from './catalogue';
export { defineMessages, type MessageDescriptor } from './define-messages';
export { contractsMessage, englishIssueMessage, issueMessage, messageWithValues, type FormatMessage, type MessageValues } from './issue-message';
export { validationMessages } from './validation-messages';
