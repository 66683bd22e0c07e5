/**
 * The HSN code an invoice gives a product, by what it is: men's and women's garments (chapters
 * 62), sarees (woven silk fabric), and each kind of accessory. Footwear is taxed as apparel.
 */
const BY_TYPE: Record<string, string> = {
  sarees: '5407',
  'indo-western-saree': '5407',
  'indo-western-sarees': '5407',
  watch: '9102',
  bag: '4202',
  jewellery: '7117',
  sunglasses: '9004',
  footwear: '6403',
};

export function defaultHsn(category: string, type: string): string {
  return BY_TYPE[type] ?? (category === 'womens' ? '6204' : category === 'accessories' ? '7117' : '6203');
}

/** Which GST slabs a product is taxed under: garments and footwear as apparel, the rest as accessories. */
export function gstClass(category: string, type: string): 'apparel' | 'accessories' {
  return category !== 'accessories' || type === 'footwear' ? 'apparel' : 'accessories';
}
