import { HttpResponse } from 'msw';
import { api } from './apiServer';

/** The places of the pincodes the screens' tests type, as GET /pincodes/{pincode} answers them. */
const PLACES: Record<string, { city: string; state: string }> = {
  '560001': { city: 'Bengaluru', state: 'Karnataka' },
  '560025': { city: 'Bengaluru', state: 'Karnataka' },
  '411001': { city: 'Pune', state: 'Maharashtra' },
  '400020': { city: 'Mumbai', state: 'Maharashtra' },
  '682001': { city: 'Ernakulam', state: 'Kerala' },
};

/** Answers GET /pincodes/{pincode} as the API does: the place, or a 404 for any other pincode. */
export const pincodesHandler = api.get<{ pincode: string }>('/pincodes/:pincode', ({ params: { pincode } }) => {
  const place = PLACES[pincode];
  return place
    ? HttpResponse.json({ pincode, ...place })
    : HttpResponse.json(
        {
          message: `We could not find pincode ${pincode}: please check it`,
          code: 'address.pincodeUnknown',
          values: { pincode },
        },
        { status: 404 },
      );
});
