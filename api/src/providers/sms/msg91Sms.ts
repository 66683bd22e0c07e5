import { SmsError, type SmsSender } from './types';

interface Msg91Options {
  authKey: string;
  templateId: string;
  /** The DLT template for order updates (variables `order`, `item`, `stage`); none: updates go by e-mail only. */
  updateTemplateId?: string | null;
  /** The DLT template asking to confirm a cash order (variables `order`, `code`, `link`); none: by e-mail only. */
  cashTemplateId?: string | null;
  /**
   * The DLT template for back-in-stock alerts (variables `product`, `size`, `link`); none: a text
   * alert fails (its job is listed dead, the alert kept), so the operator sees it rather than the
   * shopper never hearing.
   */
  restockTemplateId?: string | null;
  /** The DLT template for gift cards (variables `from`, `amount`, `code`, `until`, `link`); none: the text fails, as above. */
  giftCardTemplateId?: string | null;
  /** The DLT template for a left bag's reminder (variables `pieces`, `link`); none: a text reminder fails, as a restock's does. */
  bagTemplateId?: string | null;
  /** https://control.msg91.com, or a local stand-in in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's Flow API (POST /api/v5/flow): the DLT-approved template holds the text, the request
 * names the recipient (country code, no plus) and the template's variables `otp` and `minutes`.
 * MSG91 answers {"type":"success"|"error","message"}, sometimes with HTTP 200 for an error.
 */
export function msg91Sms({
  authKey,
  templateId,
  updateTemplateId = null,
  cashTemplateId = null,
  restockTemplateId = null,
  giftCardTemplateId = null,
  bagTemplateId = null,
  baseUrl,
  timeoutMs = 10_000,
}: Msg91Options): SmsSender {
  /** One Flow API call: a template and the recipient's variables. */
  async function flow(template: string, recipient: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: template, short_url: '0', recipients: [recipient] }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new SmsError('The SMS service could not be reached. Please try again.');
    }
    const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!response.ok || body?.type !== 'success')
      throw new SmsError(body?.message ? `SMS not sent: ${body.message}` : `SMS not sent (HTTP ${response.status})`);
  }
  const mobiles = (to: string) => to.replace(/^\+/, '');
  return {
    name: 'msg91',
    sendOtp: ({ to, code, validMinutes }) =>
      flow(templateId, { mobiles: mobiles(to), otp: code, minutes: String(validMinutes) }),
    sendStage: async ({ to, order, item, stage }) => {
      if (updateTemplateId) await flow(updateTemplateId, { mobiles: mobiles(to), order, item, stage });
    },
    sendCashConfirm: async ({ to, order, code, link }) => {
      if (cashTemplateId) await flow(cashTemplateId, { mobiles: mobiles(to), order, code, link });
    },
    sendBackInStock: async ({ to, product, size, link }) => {
      if (!restockTemplateId)
        throw new SmsError('No MSG91 template for back-in-stock texts (MSG91_RESTOCK_TEMPLATE_ID)');
      await flow(restockTemplateId, { mobiles: mobiles(to), product, size: size.trim(), link });
    },
    sendGiftCard: async ({ to, from, amount, code, until, link }) => {
      if (!giftCardTemplateId)
        throw new SmsError('No MSG91 template for gift card texts (MSG91_GIFT_CARD_TEMPLATE_ID)');
      await flow(giftCardTemplateId, { mobiles: mobiles(to), from, amount, code, until, link });
    },
    sendBagReminder: async ({ to, pieces, link, stopLink }) => {
      if (!bagTemplateId) throw new SmsError('No MSG91 template for bag reminders (MSG91_BAG_TEMPLATE_ID)');
      await flow(bagTemplateId, { mobiles: mobiles(to), pieces: String(pieces), link, stop: stopLink });
    },
  };
}
