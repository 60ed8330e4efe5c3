import { type APIRequestContext, expect, request } from '@playwright/test';
import { demo, demoPassword } from './demo';
import { sitePorts } from './ports';

/**
 * The e2e site has no SMTP_URL: every email is kept in the local outbox, which admins read
 * through the API (docs/notifications.md). This reads the codes and links of account messages
 * (sign-up, password reset, email change) from there, as the person would from their inbox.
 */
export interface AccountMail {
  id: string;
  createdAt: string;
  subject: string;
  text: string;
  /** The 6-digit code in it, if any. */
  code: string | null;
  /** The token of its link (`/verify-email?token=…`, `/reset-password?token=…`), if any. */
  token: string | null;
  /** The link's path with its token, to open in the site. */
  link: string | null;
}

export interface OutboxItem {
  id: string;
  event: string;
  channel: string;
  recipient: string | null;
  summary: string;
  status: 'pending' | 'sending' | 'sent' | 'dead';
  jobId: string | null;
  createdAt: string;
}
interface OutboxDetail extends OutboxItem {
  mail: { subject: string; text: string } | null;
}

const headers = { 'x-requested-with': 'handyhub' };

/** An API client logged in as the demo admin, apart from any page's cookies. Dispose it after. */
export async function outboxReader(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: `http://localhost:${sitePorts.shell}` });
  const login = await admin.post('/api/auth/login', { headers, data: { email: demo.admin, password: demoPassword } });
  expect(login.status(), 'the demo admin logs in to read the outbox').toBe(200);
  return admin;
}

const linkPattern = /(\/(?:verify-email|reset-password)\?token=)([A-Za-z0-9_-]+)/;

function parse(detail: OutboxDetail): AccountMail {
  const { subject, text } = detail.mail!;
  const code = (/\b(\d{6})\b/.exec(subject) ?? /\b(\d{6})\b/.exec(text))?.[1] ?? null;
  const link = linkPattern.exec(text);
  return { id: detail.id, createdAt: detail.createdAt, subject, text, code, token: link?.[2] ?? null, link: link ? `${link[1]}${link[2]}` : null };
}

/**
 * The newest account email to `to` whose subject matches, once it has been delivered (the
 * worker sends within seconds). `newerThan` skips messages up to an earlier one (a resent code).
 */
export async function accountMail(admin: APIRequestContext, to: string, subject: RegExp, { newerThan }: { newerThan?: AccountMail } = {}): Promise<AccountMail> {
  const found: { mail?: AccountMail } = {};
  await expect
    .poll(
      async () => {
        const page = await admin.get('/api/admin/notifications?channel=email&pageSize=100');
        expect(page.status()).toBe(200);
        const { items } = (await page.json()) as { items: OutboxItem[] };
        const candidates = items
          .filter((item) => item.event === 'account' && item.recipient?.toLowerCase() === to.toLowerCase() && subject.test(item.summary))
          .filter((item) => !newerThan || (item.id !== newerThan.id && item.createdAt >= newerThan.createdAt))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        const newest = candidates[0];
        if (!newest) return 'not queued yet';
        const detail = (await (await admin.get(`/api/admin/notifications/${newest.id}`)).json()) as OutboxDetail;
        if (!detail.mail) return 'not delivered yet';
        found.mail = parse(detail);
        return 'delivered';
      },
      { message: `an email to ${to} with a subject like ${subject}`, timeout: 30_000 },
    )
    .toBe('delivered');
  return found.mail!;
}

/** Every email in the outbox that `keep` keeps, newest first, reading every page. */
export async function outboxEmails(admin: APIRequestContext, keep: (item: OutboxItem) => boolean): Promise<OutboxItem[]> {
  const found: OutboxItem[] = [];
  for (let page = 1; ; page += 1) {
    const response = await admin.get(`/api/admin/notifications?channel=email&pageSize=100&page=${page}`);
    expect(response.status()).toBe(200);
    const { items, total } = (await response.json()) as { items: OutboxItem[]; total: number };
    found.push(...items.filter(keep));
    if (page * 100 >= total) return found;
  }
}

/** One email as sent (or kept locally); null before the worker has rendered it. */
export async function sentMail(admin: APIRequestContext, id: string): Promise<{ subject: string; text: string; html: string } | null> {
  const detail = (await (await admin.get(`/api/admin/notifications/${id}`)).json()) as { mail: { subject: string; text: string; html: string } | null };
  return detail.mail;
}
