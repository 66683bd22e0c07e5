import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '@store/shared/i18n/locales';
import { MAIL_WORDS } from './mailLocale';

/** The storefront's palette (shared/src/ui/theme.ts), inlined: mail clients read no stylesheet. */
export const MAIL_COLOURS = {
  ink: '#1c1a17',
  muted: '#6b645b',
  line: '#e6dfd5',
  paper: '#ffffff',
  cream: '#f7f2eb',
  accent: '#8a5a2b',
} as const;

const font = "Georgia, 'Times New Roman', serif";

export interface MailAction {
  label: string;
  href: string;
}

/**
 * Every e-mail's frame: the wordmark, the message, its buttons ('View order' and the like) and a
 * footer linking to /help. Rendered on the server only (renderMail.ts), never shipped to a browser.
 */
export function BrandedMail({
  locale,
  preview,
  shopUrl,
  actions = [],
  children,
}: {
  locale: Locale;
  /** The line inboxes show after the subject. */
  preview: string;
  shopUrl: string;
  actions?: MailAction[];
  children: ReactNode;
}) {
  const words = MAIL_WORDS[locale];
  const shop = shopUrl.replace(/\/$/, '');
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: MAIL_COLOURS.cream, margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container
          style={{
            backgroundColor: MAIL_COLOURS.paper,
            border: `1px solid ${MAIL_COLOURS.line}`,
            maxWidth: '600px',
            padding: '32px 28px',
          }}
        >
          <Section style={{ textAlign: 'center', paddingBottom: '16px' }}>
            <Link
              href={shop}
              style={{ color: MAIL_COLOURS.ink, fontSize: '26px', letterSpacing: '6px', textDecoration: 'none' }}
            >
              ELEGANCE
            </Link>
          </Section>
          <Hr style={{ borderColor: MAIL_COLOURS.line, margin: '0 0 24px' }} />
          {children}
          {actions.length > 0 && (
            <Section style={{ textAlign: 'center', padding: '16px 0 8px' }}>
              {actions.map((action) => (
                <Button
                  key={action.href}
                  href={action.href}
                  style={{
                    backgroundColor: MAIL_COLOURS.accent,
                    color: MAIL_COLOURS.paper,
                    fontSize: '15px',
                    letterSpacing: '1px',
                    padding: '12px 28px',
                    margin: '4px',
                    textDecoration: 'none',
                  }}
                >
                  {action.label}
                </Button>
              ))}
            </Section>
          )}
          <Hr style={{ borderColor: MAIL_COLOURS.line, margin: '24px 0 16px' }} />
          <Text style={{ color: MAIL_COLOURS.muted, fontSize: '13px', margin: 0, textAlign: 'center' }}>
            {words.help}{' '}
            <Link href={`${shop}/help`} style={{ color: MAIL_COLOURS.accent }}>
              {`${shop}/help`}
            </Link>
            .
          </Text>
          <Text style={{ color: MAIL_COLOURS.muted, fontSize: '13px', margin: '8px 0 0', textAlign: 'center' }}>
            {words.footer}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of a mail's message. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: MAIL_COLOURS.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 14px' }}>
      {children}
    </Text>
  );
}
