import type { TemplateMessage } from './templates';

/**
 * WhatsApp's Business messaging as the store uses it: approved templates for order updates, and
 * free-form text only as an answer to the shopper's own message (inside WhatsApp's 24-hour
 * customer-service window). The Cloud API client speaks to Meta or to the offline sandbox.
 */
export interface WhatsAppSender {
  readonly name: 'cloud' | 'sandbox';
  /** Resolves with the accepted message's id (wamid...); WhatsAppRefused when it never will be. */
  sendTemplate(message: TemplateMessage): Promise<string>;
  /** A reply to a shopper who just wrote to the business; same contract. */
  sendText(to: string, body: string): Promise<string>;
}

/**
 * The Cloud API answered the request with a refusal that a retry will not change (a template or
 * number it does not take, a token it does not accept): the notice goes by text instead.
 */
export class WhatsAppRefused extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/** The Cloud API's error body (Graph API errors). */
export interface GraphError {
  error: {
    message: string;
    type: string;
    code: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}
