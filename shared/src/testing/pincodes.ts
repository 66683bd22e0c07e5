import { reply, type FakeApi } from './fakeApi';

/** The places of the pincodes the screens' tests type, as GET /pincodes/{pincode} answers them. */
const PLACES: Record<string, { city: string; state: string }> = {
  '560001': { city: 'Bengaluru', state: 'Karnataka' },
  '560025': { city: 'Bengaluru', state: 'Karnataka' },
  '411001': { city: 'Pune', state: 'Maharashtra' },
  '400020': { city: 'Mumbai', state: 'Maharashtra' },
  '682001': { city: 'Ernakulam', state: 'Kerala' },
};

/** Answers GET /pincodes/{pincode} as the API does: the place, or a 404 for any other pincode. */
export function answerPincodes(api: FakeApi): void {
  api.on('GET /pincodes/:pincode', ({ params }) => {
    const place = PLACES[String(params.pincode)];
    return place
      ? { pincode: params.pincode, ...place }
      : reply(404, {
          message: `We could not find pincode ${params.pincode}: please check it`,
          code: 'address.pincodeUnknown',
          values: { pincode: params.pincode },
        });
  });
}
