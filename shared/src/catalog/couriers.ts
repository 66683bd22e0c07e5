/**
 * Couriers the admin picks from when an order ships, with the page where a shopper tracks a
 * parcel by its number. Another courier's name may be typed: its number is shown without a link.
 */
export const COURIERS: Record<string, string> = {
  Delhivery: 'https://www.delhivery.com/track-v2/package/{number}',
  'Blue Dart': 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}',
  Shiprocket: 'https://shiprocket.co/tracking/{number}',
};

/** The courier's tracking page for this number, or null for a courier we have no page for. */
export function trackingUrl(courier: string | null, trackingNumber: string | null): string | null {
  const template = courier ? COURIERS[courier] : undefined;
  // Courier pages take the number without the spaces it is printed with.
  return template && trackingNumber
    ? template.replace('{number}', encodeURIComponent(trackingNumber.replace(/\s/g, '')))
    : null;
}
