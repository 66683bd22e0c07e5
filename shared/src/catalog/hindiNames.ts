import { SECTION_TITLES, type Section } from './sections';
import { FIT_VERDICT_LABELS, type FitVerdict } from './reviews';
import { measurementLabel } from './sizes';

/**
 * The sections' and categories' names on a Hindi page: one list for the storefront and the
 * render server's titles alike. Values (URLs, filters) stay the English ones.
 */
export const SECTION_TITLES_HI: Record<Section, { heading: string; categoryHeading: string; tab: string }> = {
  mens: { heading: 'पुरुषों के कपड़े', categoryHeading: 'पुरुषों की कैटेगरी', tab: 'पुरुष' },
  womens: { heading: 'महिलाओं के कपड़े', categoryHeading: 'महिलाओं की कैटेगरी', tab: 'महिलाएँ' },
  accessories: { heading: 'एक्सेसरीज़', categoryHeading: 'ऐड-ऑन', tab: 'एक्सेसरीज़' },
};

/** By category value (the lists of CATEGORIES); a value missing here shows its English label. */
export const CATEGORY_LABELS_HI: Readonly<Record<string, string>> = {
  all: 'सभी',
  tuxedos: 'टक्सीडो',
  suits: 'सूट',
  'co-ords': 'को-ऑर्ड',
  jacket: 'जैकेट',
  shirts: 'शर्ट',
  'party-outfits': 'पार्टी आउटफ़िट',
  'sherwani-set': 'शेरवानी सेट',
  'achakan-set': 'अचकन सेट',
  'jodhpuri-bandhgala-set': 'जोधपुरी/बंदगला सेट',
  'indo-western': 'इंडो-वेस्टर्न',
  'kurta-set': 'कुर्ता सेट/कुर्ते',
  'nahru-jacket-kurta-bundy-set': 'नेहरू जैकेट/कुर्ता बंडी सेट',
  bodycon: 'बॉडीकॉन',
  'corset-dress': 'कॉर्सेट ड्रेस',
  'skirts-top': 'स्कर्ट और टॉप',
  'blazers-jackets': 'ब्लेज़र और जैकेट',
  'co-ord': 'को-ऑर्ड सेट',
  'designer-top': 'डिज़ाइनर टॉप',
  'ball-gown': 'बॉल गाउन',
  'one-piece': 'वन पीस',
  'indo-western-saree': 'इंडो-वेस्टर्न साड़ी',
  'trail-gown': 'ट्रेल गाउन',
  'pochu-top': 'पोचू टॉप',
  'drape-dress': 'ड्रेप ड्रेस',
  'party-wear-lengha': 'पार्टी वियर लहंगा',
  'bridal-length': 'ब्राइडल लहंगा',
  'anarkali-suit': 'अनारकली सूट',
  'umbrella-suits': 'अम्ब्रेला सूट',
  'indo-western-sarees': 'इंडो-वेस्टर्न साड़ियाँ',
  'fish-cut-lengha': 'फ़िश कट लहंगा',
  'a-line-lengha': 'ए-लाइन लहंगा',
  'rffual-gown': 'रफ़ल गाउन',
  sarees: 'साड़ियाँ',
  watch: 'घड़ी',
  bag: 'बैग',
  jewellery: 'ज्वेलरी',
  sunglasses: 'धूप का चश्मा',
  footwear: 'फ़ुटवियर',
};

/** A category's name in `locale`: Hindi from the list above, else the English label. */
export function categoryLabel(category: { value: string; label: string }, locale: string): string {
  return (locale === 'hi' && CATEGORY_LABELS_HI[category.value]) || category.label;
}

/** A section's titles (heading, categories' heading, tab) in `locale`. */
export function sectionTitles(section: Section, locale: string): (typeof SECTION_TITLES)[Section] {
  return locale === 'hi' ? SECTION_TITLES_HI[section] : SECTION_TITLES[section];
}

/** The size's parts and the body measurements on a Hindi page (the forms, cart lines, orders). */
export const MEASUREMENT_LABELS_HI: Readonly<Record<string, string>> = {
  upper: 'ऊपरी',
  lower: 'निचला',
  upperLength: 'ऊपर की लंबाई',
  chest: 'छाती',
  tummy: 'पेट',
  hips: 'हिप्स',
  shoulder: 'कंधा',
  neck: 'गला',
  sleeveLength: 'आस्तीन की लंबाई',
  biceps: 'बाइसेप्स',
  forearms: 'कलाई से कोहनी',
  lowerLength: 'नीचे की लंबाई',
  waist: 'कमर',
  lowerHips: 'नीचे के हिप्स',
  thighs: 'जांघ',
  knee: 'घुटना',
  calf: 'पिंडली',
  bottomRound: 'मोहरी का घेरा',
  flyU: 'फ़्लाई U',
  armhole: 'आर्महोल',
  sleeveBottom: 'आस्तीन का मुँह',
  backNeck: 'पीछे का गला',
  frontNeck: 'आगे का गला',
  bust: 'बस्ट',
  lowerWaist: 'नीचे की कमर',
  bottom: 'मोहरी',
};

/** 'sleeveLength' -> 'Sleeve Length', or 'आस्तीन की लंबाई' in Hindi; a key no form knows reads as its own words. */
export function measurementLabelIn(field: string, locale: string): string {
  return (locale === 'hi' && MEASUREMENT_LABELS_HI[field]) || measurementLabel(field);
}

/** What a buyer said of a piece's fit, in Hindi (the account's review form and the product page alike). */
export const FIT_VERDICT_LABELS_HI: Record<FitVerdict, string> = {
  small: 'छोटा आता है',
  true: 'साइज़ बिल्कुल सही',
  large: 'बड़ा आता है',
};

/** 'Runs small', or its Hindi on a Hindi page. */
export function fitVerdictLabel(verdict: FitVerdict, locale: string): string {
  return locale === 'hi' ? FIT_VERDICT_LABELS_HI[verdict] : FIT_VERDICT_LABELS[verdict];
}

/** India's states and union territories in Hindi, by the English name addresses store (INDIAN_STATES). */
export const INDIAN_STATES_HI: Readonly<Record<string, string>> = {
  'Andhra Pradesh': 'आंध्र प्रदेश',
  'Arunachal Pradesh': 'अरुणाचल प्रदेश',
  Assam: 'असम',
  Bihar: 'बिहार',
  Chhattisgarh: 'छत्तीसगढ़',
  Goa: 'गोवा',
  Gujarat: 'गुजरात',
  Haryana: 'हरियाणा',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
  Jharkhand: 'झारखंड',
  Karnataka: 'कर्नाटक',
  Kerala: 'केरल',
  'Madhya Pradesh': 'मध्य प्रदेश',
  Maharashtra: 'महाराष्ट्र',
  Manipur: 'मणिपुर',
  Meghalaya: 'मेघालय',
  Mizoram: 'मिज़ोरम',
  Nagaland: 'नागालैंड',
  Odisha: 'ओडिशा',
  Punjab: 'पंजाब',
  Rajasthan: 'राजस्थान',
  Sikkim: 'सिक्किम',
  'Tamil Nadu': 'तमिलनाडु',
  Telangana: 'तेलंगाना',
  Tripura: 'त्रिपुरा',
  'Uttar Pradesh': 'उत्तर प्रदेश',
  Uttarakhand: 'उत्तराखंड',
  'West Bengal': 'पश्चिम बंगाल',
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  Chandigarh: 'चंडीगढ़',
  'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
  Delhi: 'दिल्ली',
  'Jammu and Kashmir': 'जम्मू और कश्मीर',
  Ladakh: 'लद्दाख',
  Lakshadweep: 'लक्षद्वीप',
  Puducherry: 'पुडुचेरी',
};

/** A state's name in `locale` (Hindi from the list above); the value an address keeps stays the English. */
export function stateNameIn(state: string, locale: string): string {
  return (locale === 'hi' && INDIAN_STATES_HI[state]) || state;
}
