import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { ReactNode } from 'react';

const m = defineMessages({
  stop: { id: 'api.email.stop-emails-about', defaultMessage: 'Stop emails about {event}' },
  settings: { id: 'api.email.all-settings', defaultMessage: 'All your notification settings' },
});

/** Inline styles only: most mail clients drop <style> blocks and never load remote files. */
const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2328', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', padding: '24px', borderRadius: '8px' },
  brand: { fontSize: '18px', fontWeight: 700, color: '#1d4ed8', margin: '0 0 16px' },
  footer: { fontSize: '12px', lineHeight: '18px', color: '#59636e', margin: '8px 0' },
  link: { color: '#1d4ed8', textDecoration: 'underline' },
  rule: { borderColor: '#d1d9e0', margin: '24px 0 8px' },
} as const;

export interface EmailFooter {
  /** "You get this email because you booked this job on Handyhub." */
  because: string;
  /** Null for account messages (codes, resets), which are always sent. */
  /** `settingsUrl` null: the person has no account (a waitlist entry), so no settings page either. */
  unsubscribe: { eventLabel: string; url: string; settingsUrl: string | null } | null;
}

/**
 * The frame of every notification email: the brand, the message, and why it came with a way out,
 * in the recipient's language (`intl`, docs/languages.md).
 */
export function EmailLayout({ intl, preview, footer, children }: { intl: IntlShape<string>; preview: string; footer: EmailFooter; children: ReactNode }) {
  return (
    <Html lang={intl.locale.split('-')[0]}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Handyhub</Text>
          {children}
          <Hr style={styles.rule} />
          <Section>
            <Text style={styles.footer}>{footer.because}</Text>
            {footer.unsubscribe && (
              <Text style={styles.footer}>
                <Link href={footer.unsubscribe.url} style={styles.link}>
                  {intl.formatMessage(m.stop, { event: footer.unsubscribe.eventLabel })}
                </Link>
                {footer.unsubscribe.settingsUrl && (
                  <>
                    {' · '}
                    <Link href={footer.unsubscribe.settingsUrl} style={styles.link}>
                      {intl.formatMessage(m.settings)}
                    </Link>
                  </>
                )}
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
