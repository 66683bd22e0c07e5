import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import type { Locale } from '@store/shared/i18n/locales';
import { BrandedMail, Paragraph, type MailAction } from './BrandedMail';

/** A mail's HTML part from its React tree: the server renders it (react-dom/server), no browser sees the code. */
export function renderMailHtml(element: ReactElement): Promise<string> {
  return render(element);
}

/** A short notice (a stage, a return's step, an alert) in the frame: its paragraphs and buttons. */
export function noticeHtml(notice: {
  locale: Locale;
  shopUrl: string;
  paragraphs: string[];
  actions: MailAction[];
}): Promise<string> {
  return renderMailHtml(
    <BrandedMail
      locale={notice.locale}
      preview={notice.paragraphs[1] ?? notice.paragraphs[0] ?? ''}
      shopUrl={notice.shopUrl}
      actions={notice.actions}
    >
      {notice.paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
    </BrandedMail>,
  );
}
