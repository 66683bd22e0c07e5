/**
 * The store's WhatsApp message templates, one registry: each is registered with Meta under its
 * name (language `en`, category UTILITY) with this body, `{{1}}`, `{{2}}`... standing for its
 * parameters in order. The sender fills them by name, and the sandbox checks a request against
 * the same entry, as Meta checks it against the approved template.
 */
export const TEMPLATES = {
  order_confirmation: {
    params: ['name', 'order', 'total'],
    body: 'Hello {{1}}, thank you for your Elegance order {{2}} of {{3}}. We will send its updates here.',
    buttons: [],
  },
  production_update: {
    params: ['order', 'piece', 'stage'],
    body: 'Elegance order {{1}}: your made-to-measure {{2}} is now {{3}}. Follow every step in My Orders.',
    buttons: [],
  },
  order_shipped: {
    params: ['order', 'courier', 'tracking'],
    body: 'Elegance order {{1}} is on its way with {{2}}, tracking number {{3}}.',
    buttons: [],
  },
  cash_order_confirm: {
    params: ['order', 'total', 'hours'],
    body: 'Elegance order {{1}}: {{2}} to pay in cash on delivery. Tap Confirm within {{3}} hours, or the order is cancelled.',
    buttons: ['Confirm'],
  },
  return_update: {
    params: ['order', 'piece', 'step'],
    body: 'Elegance order {{1}}: the return of your {{2}} is now {{3}}. Follow it in My Orders.',
    buttons: [],
  },
  // Once an order is delivered; words follow the link, as Meta wants.
  review_request: {
    params: ['order', 'link'],
    body: 'Elegance order {{1}} is delivered. How did it fit? Rate your pieces in My Orders: {{2}}\n\nYour words help the next buyer choose a size.',
    buttons: [],
  },
  // A wishlist's 'Tell me when it is back' by WhatsApp. Meta refuses an empty parameter and a
  // body that ends on one: the size is 'size M' or 'one size', and words follow the link.
  back_in_stock: {
    params: ['product', 'size', 'link'],
    body: 'Good news: {{1}} ({{2}}) is back at Elegance: {{3}}\n\nYou asked us to tell you once, so this alert is now closed.',
    buttons: [],
  },
} as const satisfies Record<string, { params: readonly string[]; body: string; buttons: readonly string[] }>;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateParams<Name extends TemplateName> = Record<(typeof TEMPLATES)[Name]['params'][number], string>;
export const TEMPLATE_LANGUAGE = 'en';

/** A template message to one phone, its parameters by name; `payload` is what its quick-reply button sends back when tapped. */
export type TemplateMessage = {
  [Name in TemplateName]: {
    /** E.164 (+91 and ten digits). */
    to: string;
    template: Name;
    params: TemplateParams<Name>;
    payload?: string;
  };
}[TemplateName];

/** The Cloud API's `to`: the number's digits, country code first. */
export const waId = (phone: string) => phone.replace(/\D/g, '');

/** The Cloud API's body for a template message (POST /<phone-number-id>/messages). */
export function templateRequest({ to, template, params, payload }: TemplateMessage) {
  const entry = TEMPLATES[template];
  const values = entry.params.map((name) => (params as Record<string, string>)[name] ?? '');
  const components: object[] = [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }];
  if (payload !== undefined)
    components.push({
      type: 'button',
      sub_type: 'quick_reply',
      index: '0',
      parameters: [{ type: 'payload', payload }],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: waId(to),
    type: 'template',
    template: { name: template, language: { code: TEMPLATE_LANGUAGE }, components },
  };
}

/** The template's text with its parameters in, as the phone shows it. */
export function renderTemplate(name: TemplateName, values: readonly string[]): string {
  return TEMPLATES[name].body.replace(/\{\{(\d+)\}\}/g, (_match, n: string) => values[Number(n) - 1] ?? '');
}
