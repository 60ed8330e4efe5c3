import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { EmailLayout, type EmailFooter } from './email-layout';
import type { MessageContent } from './message-content';

const styles = {
  heading: { fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' },
  text: { fontSize: '15px', lineHeight: '22px', margin: '0 0 16px' },
  details: { margin: '0 0 16px' },
  detail: { fontSize: '14px', lineHeight: '20px', margin: '0 0 4px' },
  label: { color: '#59636e', fontWeight: 600 },
  reason: { fontSize: '15px', lineHeight: '22px', margin: '0 0 16px', padding: '8px 12px', borderLeft: '3px solid #d1d9e0', color: '#1f2328' },
  button: { backgroundColor: '#1d4ed8', color: '#ffffff', fontSize: '15px', fontWeight: 600, padding: '12px 20px', borderRadius: '6px', textDecoration: 'none' },
} as const;

const m = defineMessages({
  greeting: { id: 'api.email.greeting', defaultMessage: 'Hi {name},' },
  detail: { id: 'api.email.detail-label', defaultMessage: '{label}:' },
  reason: { id: 'api.email.reason', defaultMessage: 'Reason: {reason}' },
});

export interface NotificationEmailProps {
  /** The recipient's language (payload.ts `language`). */
  intl: IntlShape<string>;
  recipientName: string;
  content: MessageContent;
  /** The button's absolute address. */
  actionUrl: string;
  footer: EmailFooter;
}

/** One notification: a greeting, what happened, the facts, the reason if any, one button. */
export function NotificationEmail({ intl, recipientName, content, actionUrl, footer }: NotificationEmailProps) {
  return (
    <EmailLayout intl={intl} preview={content.summary} footer={footer}>
      <Heading as="h1" style={styles.heading}>
        {content.subject}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage(m.greeting, { name: recipientName })}</Text>
      <Text style={styles.text}>{content.summary}</Text>
      <Section style={styles.details}>
        {/* Lines rather than a table: they read the same in the plain-text part. */}
        {content.details.map((detail) => (
          <Text key={detail.label} style={styles.detail}>
            <span style={styles.label}>{intl.formatMessage(m.detail, { label: detail.label })}</span>{' '}
            {detail.value}
          </Text>
        ))}
      </Section>
      {content.reason && <Text style={styles.reason}>{intl.formatMessage(m.reason, { reason: content.reason })}</Text>}
      <Button href={actionUrl} style={styles.button}>
        {content.action.label}
      </Button>
    </EmailLayout>
  );
}
