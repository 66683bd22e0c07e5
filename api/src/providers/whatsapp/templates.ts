/**
 * The store's WhatsApp message templates, one registry: each is registered with Meta under its
 * name (category UTILITY) in English (`en`: body, buttons) and Hindi (`hi`), `{{1}}`, `{{2}}`...
 * standing for its parameters in order (the same in both). The sender fills them by name, and the sandbox checks a request against
 * the same entry, as Meta checks it against the approved template.
 */
export const TEMPLATES = {
  order_confirmation: {
    params: ['name', 'order', 'total'],
    body: 'Hello {{1}}, thank you for your Elegance order {{2}} of {{3}}. We will send its updates here.',
    buttons: [],
    hi: { body: 'नमस्ते {{1}}, Elegance ऑर्डर {{2}} ({{3}}) के लिए धन्यवाद। इसकी हर जानकारी हम यहीं भेजेंगे।', buttons: [] },
  },
  production_update: {
    params: ['order', 'piece', 'stage'],
    body: 'Elegance order {{1}}: your made-to-measure {{2}} is now {{3}}. Follow every step in My Orders.',
    buttons: [],
    hi: {
      body: 'Elegance ऑर्डर {{1}}: आपके नाप से बन रहा {{2}} अब इस चरण पर है: {{3}}। हर चरण My Orders में देखें।',
      buttons: [],
    },
  },
  order_shipped: {
    params: ['order', 'courier', 'tracking'],
    body: 'Elegance order {{1}} is on its way with {{2}}, tracking number {{3}}.',
    buttons: [],
    hi: { body: 'Elegance ऑर्डर {{1}} {{2}} से रवाना हो गया है, ट्रैकिंग नंबर {{3}}। जल्द ही आप तक पहुँचेगा।', buttons: [] },
  },
  // The courier's out-for-delivery scan (modules/shipping); {{3}} says whether cash is to be kept ready.
  order_out_for_delivery: {
    params: ['order', 'courier', 'payment'],
    body: 'Elegance order {{1}} is out for delivery today with {{2}}. {{3}} Follow it in My Orders.',
    buttons: [],
    hi: {
      body: 'Elegance ऑर्डर {{1}} आज {{2}} से डिलीवरी के लिए निकल चुका है। {{3}} इसे My Orders में देखें।',
      buttons: [],
    },
  },
  cash_order_confirm: {
    params: ['order', 'total', 'hours'],
    body: 'Elegance order {{1}}: {{2}} to pay in cash on delivery. Tap Confirm within {{3}} hours, or the order is cancelled.',
    buttons: ['Confirm'],
    hi: {
      body: 'Elegance ऑर्डर {{1}}: डिलीवरी पर {{2}} नकद चुकाने हैं। {{3}} घंटे के भीतर पुष्टि करें दबाएँ, नहीं तो ऑर्डर रद्द हो जाएगा।',
      buttons: ['पुष्टि करें'],
    },
  },
  return_update: {
    params: ['order', 'piece', 'step'],
    body: 'Elegance order {{1}}: the return of your {{2}} is now {{3}}. Follow it in My Orders.',
    buttons: [],
    hi: { body: 'Elegance ऑर्डर {{1}}: आपके {{2}} की वापसी अब इस चरण पर है: {{3}}। इसे My Orders में देखें।', buttons: [] },
  },
  // A cancelled order's money back (modules/orders/desk/cancelledRefunds.ts): {{2}} says how much and where.
  order_refund: {
    params: ['order', 'refund'],
    body: 'Elegance order {{1}} is cancelled: {{2}}. Follow it in My Orders.',
    buttons: [],
    hi: { body: 'Elegance ऑर्डर {{1}} रद्द हो गया है: {{2}}। इसे My Orders में देखें।', buttons: [] },
  },
  // Once an order is delivered; words follow the link, as Meta wants.
  review_request: {
    params: ['order', 'link'],
    body: 'Elegance order {{1}} is delivered. How did it fit? Rate your pieces in My Orders: {{2}}\n\nYour words help the next buyer choose a size.',
    buttons: [],
    hi: {
      body: 'Elegance ऑर्डर {{1}} डिलीवर हो गया। फ़िटिंग कैसी रही? My Orders में अपने पीस को रेटिंग दें: {{2}}\n\nआपकी राय से अगले ख़रीदार को सही साइज़ चुनने में मदद मिलती है।',
      buttons: [],
    },
  },
  // A wishlist's 'Tell me when it is back' by WhatsApp. Meta refuses an empty parameter and a
  // body that ends on one: the size is 'size M' or 'one size', and words follow the link.
  back_in_stock: {
    params: ['product', 'size', 'link'],
    body: 'Good news: {{1}} ({{2}}) is back at Elegance: {{3}}\n\nYou asked us to tell you once, so this alert is now closed.',
    buttons: [],
    hi: {
      body: 'अच्छी ख़बर: {{1}} ({{2}}) Elegance पर फिर उपलब्ध है: {{3}}\n\nआपने एक बार बताने को कहा था, इसलिए यह अलर्ट अब बंद है।',
      buttons: [],
    },
  },
  // A failed delivery (NDR): her quick answers by button, the rest (another day, address or
  // phone) at the link; words follow the link, as Meta wants.
  delivery_failed: {
    params: ['order', 'reason', 'link', 'hours'],
    body: 'Elegance order {{1}}: the courier could not deliver it ({{2}}). Tap Deliver tomorrow or Cancel, or choose another day, address or phone here: {{3}}\n\nPlease answer within {{4}} hours.',
    buttons: ['Deliver tomorrow', 'Cancel'],
    hi: {
      body: 'Elegance ऑर्डर {{1}}: कूरियर इसे डिलीवर नहीं कर सका ({{2}})। कल डिलीवर करें या रद्द करें दबाएँ, या दूसरा दिन, पता या फ़ोन यहाँ चुनें: {{3}}\n\nकृपया {{4}} घंटे के भीतर जवाब दें।',
      buttons: ['कल डिलीवर करें', 'रद्द करें'],
    },
  },
  // A gift card's code for its recipient (modules/giftCards); words follow the link, as Meta wants.
  gift_card: {
    params: ['from', 'amount', 'code', 'until', 'link'],
    body: '{{1}} sent you an Elegance gift card of {{2}}. Your code: {{3}}, valid until {{4}}. Check its balance: {{5}}\n\nEnter the code at checkout to pay with it.',
    buttons: [],
    hi: {
      body: '{{1}} ने आपको {{2}} का Elegance गिफ़्ट कार्ड भेजा है। आपका कोड: {{3}}, {{4}} तक। बैलेंस देखें: {{5}}\n\nचेकआउट पर कोड डालकर इससे भुगतान करें।',
      buttons: [],
    },
  },
  // A bag left a while (modules/bags): at most two a bag, never at night. Its URL button is
  // registered as <shop>/bag/{{1}}, the message's `linkSuffix` the signed token; the link is in
  // the body too, for phones that show no buttons.
  bag_reminder: {
    params: ['pieces', 'link'],
    body: "Your Elegance bag is waiting: {{1}} saved for you, at today's prices. Open it on any device: {{2}}\n\nReply STOP and we will not remind you again.",
    buttons: [],
    link: 'Open my bag',
    hi: {
      body: 'आपका Elegance बैग इंतज़ार कर रहा है: {{1}} आपके लिए रखे हैं, आज की क़ीमत पर। किसी भी डिवाइस पर खोलें: {{2}}\n\nSTOP लिखें, हम फिर याद नहीं दिलाएँगे।',
      buttons: [],
      link: 'मेरा बैग खोलें',
    },
  },
} as const satisfies Record<
  string,
  {
    params: readonly string[];
    body: string;
    buttons: readonly string[];
    /** A URL button's label (one, after any quick replies); its URL's end is the message's `linkSuffix`. */
    link?: string;
    hi: { body: string; buttons: readonly string[]; link?: string };
  }
>;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateParams<Name extends TemplateName> = Record<(typeof TEMPLATES)[Name]['params'][number], string>;
/** The languages every template is registered in; a message names one (English unless it says). */
export const TEMPLATE_LANGUAGES = ['en', 'hi'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export const TEMPLATE_LANGUAGE: TemplateLanguage = 'en';

/** A template's body and buttons as registered in a language. */
export function templateIn(
  name: TemplateName,
  language: TemplateLanguage,
): { body: string; buttons: readonly string[]; link?: string } {
  const entry = TEMPLATES[name];
  return language === 'hi' ? entry.hi : entry;
}

/**
 * A template message to one phone, its parameters by name; `payload` is what its quick-reply
 * button sends back when tapped (one per button, in the buttons' order, when it has several).
 */
export type TemplateMessage = {
  [Name in TemplateName]: {
    /** E.164 (+91 and ten digits). */
    to: string;
    template: Name;
    params: TemplateParams<Name>;
    payload?: string | readonly string[];
    /** The end of its URL button's link (a template with `link` only). */
    linkSuffix?: string;
    /** The language to send it in: the order's (English when not given). */
    language?: TemplateLanguage;
  };
}[TemplateName];

/** The Cloud API's `to`: the number's digits, country code first. */
export const waId = (phone: string) => phone.replace(/\D/g, '');

/** The Cloud API's body for a template message (POST /<phone-number-id>/messages). */
export function templateRequest({ to, template, params, payload, linkSuffix, language }: TemplateMessage) {
  const entry = TEMPLATES[template];
  const values = entry.params.map((name) => (params as Record<string, string>)[name] ?? '');
  const components: object[] = [{ type: 'body', parameters: values.map((text) => ({ type: 'text', text })) }];
  const payloads = payload === undefined ? [] : typeof payload === 'string' ? [payload] : payload;
  payloads.forEach((each, index) =>
    components.push({
      type: 'button',
      sub_type: 'quick_reply',
      index: String(index),
      parameters: [{ type: 'payload', payload: each }],
    }),
  );
  if (linkSuffix !== undefined)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: String(payloads.length),
      parameters: [{ type: 'text', text: linkSuffix }],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: waId(to),
    type: 'template',
    template: { name: template, language: { code: language ?? TEMPLATE_LANGUAGE }, components },
  };
}

/** The template's text with its parameters in, as the phone shows it (in its language). */
export function renderTemplate(
  name: TemplateName,
  values: readonly string[],
  language: TemplateLanguage = TEMPLATE_LANGUAGE,
): string {
  return templateIn(name, language).body.replace(/\{\{(\d+)\}\}/g, (_match, n: string) => values[Number(n) - 1] ?? '');
}
