import { postalCodesSchema } from '../markets';
import { passwordSchema } from '../password';
import { phoneSchema } from '../common';
import german from './de.json';
import english from './en.json';
import { englishIssueMessage, issueMessage, type FormatMessage } from './issue-message';

/** What react-intl's formatMessage does with a catalogue, for these messages' simple arguments. */
const formatIn = (messages: Record<string, string>): FormatMessage => ({ id, defaultMessage }, values = {}) =>
  (messages[id] ?? defaultMessage).replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));

const firstIssue = (result: { error?: { issues: Array<{ message: string; params?: Record<string, string> }> } }) => result.error!.issues[0]!;

describe('issueMessage: a schema message in the reader language', () => {
  it('turns the id a schema gives into German with the German catalogue', () => {
    const issue = firstIssue(passwordSchema.safeParse('short'));
    expect(issue.message).toBe('contracts.validation.use-at-least-12-characters');
    expect(issueMessage(issue.message, formatIn(german))).toBe('Verwenden Sie mindestens 12 Zeichen');
    expect(issueMessage(issue.message, formatIn({}))).toBe('Use at least 12 characters');
  });

  it('fills in the values an issue carries in its params', () => {
    const issue = firstIssue(postalCodesSchema.safeParse(['10115', '10115']));
    expect(issueMessage(issue.message, formatIn(german), issue.params)).toBe('Mehrfach aufgeführt: 10115');
    expect(englishIssueMessage(issue.message, issue.params)).toBe('Listed more than once: 10115');
  });

  it('leaves what is not one of its ids as it is (zod’s own words, text from the API)', () => {
    expect(issueMessage('Invalid input', formatIn(german))).toBe('Invalid input');
    expect(issueMessage(firstIssue(phoneSchema.safeParse('12')).message, formatIn(german))).toBe('Geben Sie eine Telefonnummer ein');
  });

  it('has the English of every message in en.json', () => {
    for (const [id, text] of Object.entries(english)) expect(englishIssueMessage(id)).toBe(text);
  });
});
