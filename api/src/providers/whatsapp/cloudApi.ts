import { templateRequest, waId } from './templates';
import { WhatsAppRefused, type GraphError, type WhatsAppSender } from './types';

/** One Graph API call: the path under the version, the JSON body; the answer's status and JSON. */
export type GraphCall = (
  path: string,
  init: { headers: Record<string, string>; body: string },
) => Promise<{ status: number; body: unknown }>;

interface CloudOptions {
  token: string;
  phoneNumberId: string;
  apiVersion: string;
  /** https://graph.facebook.com, or a local stand-in. */
  baseUrl: string;
  /** How the call travels: fetch to baseUrl by default; the sandbox's own route in the sandbox. */
  transport?: GraphCall;
  timeoutMs?: number;
}

/** Graph API error codes a later attempt can get past: rate limits and Meta's own trouble. */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

/**
 * WhatsApp's Cloud API: POST https://graph.facebook.com/<version>/<phone-number-id>/messages
 * with the Bearer token, answered `{messages: [{id: 'wamid...'}]}`. A refusal that will stand
 * (a 4xx that is not a rate limit) is WhatsAppRefused, so the notice goes by text; anything
 * else throws plainly and the job is retried.
 */
export function cloudWhatsApp(options: CloudOptions, name: WhatsAppSender['name'] = 'cloud'): WhatsAppSender {
  const { token, phoneNumberId, apiVersion, baseUrl, timeoutMs = 10_000 } = options;
  const transport: GraphCall =
    options.transport ??
    (async (path, init) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    });

  async function post(body: object): Promise<string> {
    let answer: { status: number; body: unknown };
    try {
      answer = await transport(`/${apiVersion}/${phoneNumberId}/messages`, {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`WhatsApp could not be reached: ${(error as Error).message}`, { cause: error });
    }
    const id = (answer.body as { messages?: { id?: string }[] } | null)?.messages?.[0]?.id;
    if (answer.status === 200 && id) return id;
    const error = (answer.body as Partial<GraphError> | null)?.error;
    const reason = error
      ? `${error.message}${error.error_data?.details ? `: ${error.error_data.details}` : ''} (code ${error.code})`
      : `HTTP ${answer.status}`;
    const transient = answer.status >= 500 || answer.status === 429 || !error || TRANSIENT_CODES.has(error.code);
    if (transient) throw new Error(`WhatsApp did not take the message, retried later: ${reason}`);
    throw new WhatsAppRefused(`WhatsApp refused the message: ${reason}`, error.code);
  }

  return {
    name,
    sendTemplate: (message) => post(templateRequest(message)),
    sendText: (to, text) =>
      post({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: waId(to),
        type: 'text',
        text: { body: text },
      }),
  };
}
