import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, failWith, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { customerMessage, emptyConversation, myMessage } from './conversation-fixtures';
import { CONVERSATION_POLL_MS } from './conversation-api';
import { renderPanel } from './render-panel.test-helper';
import { MessageText, safeHref } from './message-text';
import { render } from '@testing-library/react';

const jobId = '0c6f3d2a-1b4e-4c8d-9a7f-5e6d7c8b9a01';
const asProvider = { ...emptyConversation, viewerSide: 'provider' as const };

describe('ConversationPanel', () => {
  it('shows the messages with their authors, times, links made safe, photos and the receipt, masked in session replay', async () => {
    fakeApi({ 'messages.list': () => ({ ...asProvider, messages: [customerMessage, myMessage], seenByOtherUpTo: myMessage.id }) });
    renderPanel(jobId);
    const panel = await screen.findByRole('region', { name: 'Messages' });
    const list = await within(panel).findByRole('list', { name: 'Messages about this job' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Anna (Customer)');
    expect(first).toHaveTextContent('Mar 3, 2026, 9:05 AM');
    expect(first!.querySelector('p')!.textContent).toBe(customerMessage.text);
    const link = within(first!).getByRole('link', { name: 'https://maps.example.com/place?q=1' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(second).toHaveTextContent('You');
    expect(within(second!).getByRole('img', { name: 'Photo 1 from You' })).toHaveAttribute('src', `${myMessage.photos[0]!.url}?size=256`);
    expect(second).toHaveTextContent('Seen');
    expect(list.closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    // The unread message is marked read up to the newest.
    await screen.findByRole('button', { name: 'Send' });
    expect(callsTo('messages.read')).toEqual([]);
  });

  it('marks what the reader has not read as read', async () => {
    fakeApi({ 'messages.list': () => ({ ...asProvider, messages: [customerMessage], unreadCount: 1 }), 'messages.read': () => ({ unreadCount: 0 }) });
    renderPanel(jobId);
    await screen.findByText('Anna (Customer)');
    await act(async () => undefined);
    expect(callsTo('messages.read')).toEqual([expect.objectContaining({ body: { upTo: customerMessage.id } })]);
  });

  it('sends a message with its line breaks and shows it, and says what is wrong with an empty one', async () => {
    fakeApi({
      'messages.list': inTurn(asProvider, { ...asProvider, messages: [{ ...myMessage, text: 'Line one\nLine two', photos: [] }] }),
      'messages.send': () => ({ ...myMessage, text: 'Line one\nLine two', photos: [] }),
    });
    renderPanel(jobId);
    expect(await screen.findByText('No messages yet. Ask a question or share a detail about the job here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message or add a photo')).toBeInTheDocument();
    expect(callsTo('messages.send')).toEqual([]);
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Line one\s+Line two/)).toBeInTheDocument();
    expect(callsTo('messages.send')[0]?.body).toEqual({ text: 'Line one\nLine two', photoIds: [] });
    expect(box).toHaveValue('');
  });

  it('shows the API’s refusal (a closed conversation) and, once closed, no form', async () => {
    fakeApi({
      'messages.list': inTurn(asProvider, { ...asProvider, open: false }),
      'messages.send': failWith(new ApiError(409, 'CONFLICT', 'This conversation closed 14 days after the job ended: no new messages can be sent. You can still read it.')),
    });
    renderPanel(jobId);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Late thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This conversation is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it('reports someone else’s message with a reason', async () => {
    fakeApi({ 'messages.list': inTurn({ ...asProvider, messages: [customerMessage] }, { ...asProvider, messages: [{ ...customerMessage, reportedByMe: true }] }), 'messages.report': () => ({ reported: true as const }) });
    renderPanel(jobId);
    await userEvent.click(await screen.findByRole('button', { name: 'Report the message from Anna (Customer)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'What is wrong with this message?' }), 'Asks to pay in cash');
    await userEvent.click(screen.getByRole('button', { name: 'Report to the market team' }));
    expect(await screen.findByText('Reported to the market team')).toBeInTheDocument();
    expect(callsTo('messages.report')[0]).toMatchObject({ params: { jobId, messageId: customerMessage.id }, body: { reason: 'Asks to pay in cash' } });
  });

  it('tells the market team who reads them, offers no report, and says when contact is hidden', async () => {
    fakeApi({ 'messages.list': () => ({ ...emptyConversation, viewerSide: 'market' as const, contactMasked: true, messages: [customerMessage] }) });
    renderPanel(jobId);
    expect(await screen.findByText('You write as the market team: the customer and the provider both see your messages.')).toBeInTheDocument();
    expect(screen.getByText('Email addresses and phone numbers in messages are hidden (•••) until a provider accepts the job.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('announces a message that arrives while the page is open, without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      fakeApi({ 'messages.list': inTurn(asProvider, { ...asProvider, messages: [customerMessage], unreadCount: 1 }), 'messages.read': () => ({ unreadCount: 0 }) });
      renderPanel(jobId);
      await screen.findByRole('button', { name: 'Send' });
      await act(async () => {
        jest.advanceTimersByTime(CONVERSATION_POLL_MS + 100);
      });
      expect(await screen.findByText('Anna (Customer)')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('New message from Anna (Customer): Hello!');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a failure to load with a way to try again', async () => {
    fakeApi({ 'messages.list': inTurn<typeof asProvider>(new ApiError(500, 'INTERNAL', 'Something went wrong on our side.'), asProvider) });
    renderPanel(jobId);
    expect(await screen.findByText('We could not load the messages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});

describe('MessageText', () => {
  it('makes only http and https links, never markup', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    const { container } = render(<MessageText text={'<img src=x onerror=alert(1)> see http://example.com/a, and javascript:alert(1)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('a')).toHaveAttribute('href', 'http://example.com/a');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> see http://example.com/a, and javascript:alert(1)');
  });
});
