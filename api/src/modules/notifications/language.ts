import type { ProductionStage } from '@store/shared/catalog';
import type { Locale } from '@store/shared/i18n/locales';
import { mailLocale } from '../../emails/mailLocale';
import type { ReturnKind, ReturnState } from '@store/shared/schemas';

export type NoticeLocale = Locale;

/**
 * The language of an order's notices: the one it was placed in (orders.locale), so her texts,
 * e-mails and WhatsApp messages read as the shop she bought in did. Anything else is English.
 */
export const noticeLocale: (order: { locale?: string | null }) => Locale = mailLocale;

/** A made-to-measure piece's stages in Hindi (English: PRODUCTION_STAGE_LABELS). */
export const HINDI_STAGE_LABELS: Record<ProductionStage, string> = {
  received: 'ऑर्डर मिल गया',
  'measurements-confirmed': 'नाप पक्का हुआ',
  cutting: 'कटाई',
  stitching: 'सिलाई',
  'quality-check': 'गुणवत्ता जाँच',
  ready: 'तैयार',
};

/** A return's steps and kinds in Hindi (English: RETURN_STATE_LABELS, RETURN_KIND_LABELS). */
export const HINDI_RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'अनुरोध मिला',
  approved: 'मंज़ूर',
  refused: 'नामंज़ूर',
  'pickup-scheduled': 'पिकअप तय',
  received: 'हमारे स्टोर पर मिल गया',
  'refund-pending': 'रिफ़ंड भेजा जा रहा है',
  refunded: 'रिफ़ंड हो गया',
  'exchange-dispatched': 'नया साइज़ भेज दिया गया',
  'in-workshop': 'वर्कशॉप में',
  'alteration-dispatched': 'ठीक किया गया पीस भेज दिया गया',
};
export const HINDI_RETURN_KIND_LABELS: Record<ReturnKind, string> = {
  exchange: 'दूसरे साइज़ से बदलाव',
  refund: 'रिफ़ंड',
  alteration: 'फ़िटिंग में बदलाव',
};
