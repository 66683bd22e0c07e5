import { DEFAULT_GST_SLABS, gstRate, splitGst, type TaxableLine } from './gst';

const apparel = (rupees: number): TaxableLine => ({ pricePaise: rupees * 100, slabs: DEFAULT_GST_SLABS.apparel });
const accessory = (rupees: number): TaxableLine => ({
  pricePaise: rupees * 100,
  slabs: DEFAULT_GST_SLABS.accessories,
});

describe('GST slabs by value per piece', () => {
  it('puts apparel at 5% up to Rs.2,500 of taxable value and 18% above', () => {
    // Rs.2,625 with 5% is exactly Rs.2,500 of value; a paisa more is past the slab.
    expect(gstRate(262_500, DEFAULT_GST_SLABS.apparel)).toBe(5);
    expect(gstRate(262_501, DEFAULT_GST_SLABS.apparel)).toBe(18);
    expect(gstRate(99_900, DEFAULT_GST_SLABS.apparel)).toBe(5);
    expect(gstRate(4_000_000, DEFAULT_GST_SLABS.apparel)).toBe(18);
    expect(gstRate(50_000, DEFAULT_GST_SLABS.accessories)).toBe(18);
  });
});

describe('the split of an order', () => {
  it('is CGST and SGST in halves when delivered in the seller state, the taxable value taken out of the price', () => {
    const split = splitGst([apparel(2100)], 0, 'Karnataka', 'karnataka ');
    expect(split.intraState).toBe(true);
    // 2,100 / 1.05 = 2,000 of value, 100 of tax.
    expect(split.lines[0]).toEqual({
      amountPaise: 210_000,
      rate: 5,
      taxablePaise: 200_000,
      cgstPaise: 5_000,
      sgstPaise: 5_000,
      igstPaise: 0,
    });
  });

  it('is IGST when delivered to another state', () => {
    const split = splitGst([apparel(40_000)], 0, 'Maharashtra', 'Karnataka');
    expect(split.intraState).toBe(false);
    expect(split.lines[0]).toMatchObject({ rate: 18, taxablePaise: 3_389_831, igstPaise: 610_169, cgstPaise: 0 });
    expect(split.taxablePaise + split.igstPaise).toBe(4_000_000);
  });

  it('spreads a coupon over the lines by price, which can bring a piece into the lower slab', () => {
    // Rs.2,800 alone is past the 5% slab; with Rs.300 of a Rs.600 coupon it is Rs.2,500.
    const split = splitGst([apparel(2800), apparel(2800)], 60_000, 'Karnataka', 'Karnataka');
    expect(split.lines.map((line) => [line.amountPaise, line.rate])).toEqual([
      [250_000, 5],
      [250_000, 5],
    ]);
    expect(split.totalPaise).toBe(500_000);
  });

  it('adds up to the paisa to what was paid, whatever the rounding, with CGST and SGST equal', () => {
    const lines = [apparel(999), apparel(1299), accessory(4999), apparel(2626), accessory(333)];
    const discount = 123_457;
    const paid = lines.reduce((sum, line) => sum + line.pricePaise, 0) - discount;
    for (const state of ['Karnataka', 'Kerala']) {
      const split = splitGst(lines, discount, state, 'Karnataka');
      expect(split.totalPaise).toBe(paid);
      expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(paid);
      expect(split.cgstPaise).toBe(split.sgstPaise);
      for (const line of split.lines) {
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
        // The rounding moves the taxable value by a paisa at most.
        expect(Math.abs(line.taxablePaise - (line.amountPaise * 100) / (100 + line.rate))).toBeLessThanOrEqual(1);
        expect(line.cgstPaise).toBe(line.sgstPaise);
      }
    }
  });
});
