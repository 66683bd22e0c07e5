import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxWhatsappMessages } from '../../db/schema';
import {
  renderTemplate,
  TEMPLATE_LANGUAGES,
  TEMPLATES,
  templateIn,
  waId,
  type TemplateLanguage,
  type TemplateName,
} from './templates';
import type { GraphError } from './types';

/** A number the sandbox treats as having no WhatsApp: accepted, then a failed status (131026), as Meta does. */
export const SANDBOX_NOT_ON_WHATSAPP = '+919000000001';
/** The business number the sandbox's webhooks name (metadata.display_phone_number). */
const BUSINESS_NUMBER = '15550001234';
const WABA_ID = '100000000000002';

/** A message as the sandbox keeps it, for tests and the tester's view. */
export interface SandboxMessage {
  id: string;
  to: string;
  type: string;
  text: string;
  /** Quick replies (a payload) and a URL button (`url`: the end of its link, as sent). */
  buttons: { text: string; payload: string | null; url?: string }[];
  createdAt: string;
}

export type SandboxWebhook = (tx: Database, body: string, delaySeconds: number) => Promise<void>;

const wamid = () => `wamid.HBgM${randomBytes(24).toString('base64url')}`;
const unixTime = () => String(Math.floor(Date.now() / 1000));

/** Meta's error answer: its status, message, code and details. */
function graphError(status: number, code: number, message: string, details?: string, type = 'OAuthException') {
  const body: GraphError = {
    error: {
      message,
      type,
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp' as const, details } } : {}),
      fbtrace_id: `A${randomBytes(11).toString('base64url')}`,
    },
  };
  return { status, body };
}
const invalid = (details: string) => graphError(400, 100, '(#100) Invalid parameter', details);
/** Meta's refusal of a template whose parameters (body or buttons) do not match its registered entry. */
const mismatch = (details: string) =>
  graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', details);

type Parsed =
  | { ok: true; type: 'template' | 'text'; to: string; text: string; buttons: SandboxMessage['buttons'] }
  | { ok: false; status: number; body: GraphError };

/** Checks a send request as the Cloud API does: its shape, and a template against its registered entry. */
function parseRequest(body: unknown): Parsed {
  const request = (body ?? {}) as Record<string, unknown>;
  if (request.messaging_product !== 'whatsapp') return { ok: false, ...invalid('messaging_product: must be whatsapp') };
  const to = typeof request.to === 'string' ? request.to.replace(/^\+/, '') : '';
  if (!/^\d{8,15}$/.test(to)) return { ok: false, ...invalid('to: a phone number with its country code') };
  if (request.type === 'text') {
    const text = (request.text as { body?: unknown } | undefined)?.body;
    if (typeof text !== 'string' || !text.trim() || text.length > 4096)
      return { ok: false, ...invalid('text.body: 1 to 4096 characters') };
    return { ok: true, type: 'text', to, text, buttons: [] };
  }
  if (request.type !== 'template') return { ok: false, ...invalid('type: the sandbox takes template and text') };
  const template = (request.template ?? {}) as {
    name?: unknown;
    language?: { code?: unknown };
    components?: unknown;
  };
  const name = String(template.name ?? '');
  const language = String(template.language?.code ?? '');
  // A template exists per name and language (Meta's 'translation'): each of ours in English and Hindi.
  if (!Object.hasOwn(TEMPLATES, name) || !(TEMPLATE_LANGUAGES as readonly string[]).includes(language))
    return {
      ok: false,
      ...graphError(
        404,
        132001,
        '(#132001) Template name does not exist in the translation',
        `template name (${name}) does not exist in ${language || 'the request'}`,
      ),
    };
  const entry = TEMPLATES[name as TemplateName];
  const components = Array.isArray(template.components) ? (template.components as Record<string, unknown>[]) : [];
  const parameters = (component: Record<string, unknown> | undefined) =>
    Array.isArray(component?.parameters) ? (component.parameters as Record<string, unknown>[]) : [];
  const bodyParams = parameters(components.find((component) => component.type === 'body'));
  if (bodyParams.length !== entry.params.length)
    return {
      ok: false,
      ...mismatch(
        `body: number of localizable_params (${bodyParams.length}) does not match the expected number of params (${entry.params.length})`,
      ),
    };
  const values: string[] = [];
  for (const param of bodyParams) {
    if (param.type !== 'text' || typeof param.text !== 'string' || !param.text.trim())
      return { ok: false, ...invalid('template.components.body.parameters: each a text parameter with its text') };
    values.push(param.text);
  }
  const translation = templateIn(name as TemplateName, language as TemplateLanguage);
  const buttons: SandboxMessage['buttons'] = translation.buttons.map((text) => ({ text, payload: null }));
  for (const component of components.filter((candidate) => candidate.type === 'button')) {
    const index = Number(component.index);
    if (component.sub_type === 'url') {
      const suffix = parameters(component)[0]?.text;
      if (!translation.link || index !== buttons.length || typeof suffix !== 'string' || !suffix)
        return {
          ok: false,
          ...mismatch(
            `button at index ${String(component.index)}: ${name} has ${translation.link ? 'one URL button, after its quick replies, given its text' : 'no URL button'}`,
          ),
        };
      buttons.push({ text: translation.link, payload: null, url: suffix });
      continue;
    }
    const payload = parameters(component)[0]?.payload;
    if (component.sub_type !== 'quick_reply' || !buttons[index] || typeof payload !== 'string' || !payload)
      return {
        ok: false,
        ...mismatch(
          `button at index ${String(component.index)}: ${name} has ${buttons.length} quick-reply button(s), each given one payload`,
        ),
      };
    (buttons[index] as { payload: string | null }).payload = payload;
  }
  if (translation.link && !buttons.some((button) => button.url))
    return {
      ok: false,
      ...mismatch(`${name}: its URL button needs its text`),
    };
  return {
    ok: true,
    type: 'template',
    to,
    text: renderTemplate(name as TemplateName, values, language as TemplateLanguage),
    buttons,
  };
}

/** The Cloud API's webhook around one change's value. */
function webhookBody(phoneNumberId: string, value: object): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: WABA_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: BUSINESS_NUMBER, phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/**
 * The offline WhatsApp Cloud API: takes send requests at its copy of the Graph API route (the
 * store's Cloud API client calls it exactly as it calls Meta), checks templates as Meta does,
 * keeps what it accepted, and sends Meta's webhooks through the job queue, signed with the app
 * secret: each message's statuses (sent, delivered, read), and what the tester does as the
 * shopper (tapping a quick reply, writing STOP).
 */
export class SandboxWhatsApp {
  constructor(
    private readonly db: Database,
    readonly keys: { token: string; phoneNumberId: string; appSecret: string },
    private readonly queueWebhook: SandboxWebhook,
    /** Between the webhooks of one message (sent, delivered, read). */
    private readonly stepSeconds: number,
  ) {}

  /** POST /<version>/<phone-number-id>/messages as Meta answers it. */
  async accept(phoneNumberId: string, authorization: string | undefined, body: unknown) {
    if (authorization !== `Bearer ${this.keys.token}`)
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (phoneNumberId !== this.keys.phoneNumberId)
      return graphError(
        400,
        100,
        `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
        undefined,
        'GraphMethodException',
      );
    const parsed = parseRequest(body);
    if (!parsed.ok) return { status: parsed.status, body: parsed.body };
    const id = wamid();
    await this.db.transaction(async (tx) => {
      await tx.insert(sandboxWhatsappMessages).values({
        id,
        to: parsed.to,
        type: parsed.type,
        request: body as object,
        text: parsed.text,
        buttons: parsed.buttons,
      });
      const status = (state: string, extra: object = {}) =>
        webhookBody(this.keys.phoneNumberId, {
          statuses: [{ id, status: state, timestamp: unixTime(), recipient_id: parsed.to, ...extra }],
        });
      if (parsed.to === waId(SANDBOX_NOT_ON_WHATSAPP))
        await this.queueWebhook(
          tx,
          status('failed', {
            errors: [
              {
                code: 131026,
                title: 'Message undeliverable',
                message: 'Message undeliverable',
                error_data: { details: 'The recipient is not a WhatsApp user' },
              },
            ],
          }),
          this.stepSeconds,
        );
      else
        for (const [step, state] of ['sent', 'delivered', 'read'].entries())
          await this.queueWebhook(tx, status(state), this.stepSeconds * (step + 1));
    });
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: parsed.to, wa_id: parsed.to }],
        messages: [{ id, ...(parsed.type === 'template' ? { message_status: 'accepted' } : {}) }],
      },
    };
  }

  /** What was sent to a phone, oldest first. */
  async messagesTo(phone: string): Promise<SandboxMessage[]> {
    const rows = await this.db
      .select()
      .from(sandboxWhatsappMessages)
      .where(eq(sandboxWhatsappMessages.to, waId(phone)))
      .orderBy(asc(sandboxWhatsappMessages.createdAt));
    return rows.map((row) => ({
      id: row.id,
      to: `+${row.to}`,
      type: row.type,
      text: row.text,
      buttons: row.buttons as SandboxMessage['buttons'],
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** The shopper taps a message's quick reply: Meta's `button` webhook, its context the message. False: no such button. */
  async tap(messageId: string, index = 0): Promise<boolean> {
    const [row] = await this.db.select().from(sandboxWhatsappMessages).where(eq(sandboxWhatsappMessages.id, messageId));
    const button = (row?.buttons as SandboxMessage['buttons'] | undefined)?.[index];
    if (!row || !button?.payload) return false;
    await this.inbound(row.to, {
      type: 'button',
      context: { from: BUSINESS_NUMBER, id: row.id },
      button: { payload: button.payload, text: button.text },
    });
    return true;
  }

  /** The shopper writes to the business (STOP, START...): Meta's `text` webhook. */
  async write(from: string, text: string): Promise<void> {
    await this.inbound(waId(from), { type: 'text', text: { body: text } });
  }

  private async inbound(from: string, message: object) {
    const body = webhookBody(this.keys.phoneNumberId, {
      contacts: [{ profile: { name: 'Sandbox shopper' }, wa_id: from }],
      messages: [{ from, id: wamid(), timestamp: unixTime(), ...message }],
    });
    await this.db.transaction((tx) => this.queueWebhook(tx, body, 0));
  }
}
