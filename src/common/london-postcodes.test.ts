import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo';
import { londonPostcodeCentre } from './london-postcodes';

// Landmarks whose postcodes are well known, each within a kilometre or two of its district's centre.
const LANDMARKS = [
  { postcode: 'SE1 7PB', place: 'Waterloo station', at: { lat: 51.5031, lng: -0.1132 } },
  { postcode: 'E1 6AN', place: 'Spitalfields', at: { lat: 51.5197, lng: -0.0754 } },
  { postcode: 'SW1A 1AA', place: 'Buckingham Palace', at: { lat: 51.501, lng: -0.1419 } },
  { postcode: 'NW1 4RY', place: "Regent's Park", at: { lat: 51.5313, lng: -0.1569 } },
  { postcode: 'WC2E 9DD', place: 'Covent Garden', at: { lat: 51.5117, lng: -0.1233 } },
  { postcode: 'N1 9AL', place: "King's Cross", at: { lat: 51.5308, lng: -0.1238 } },
  { postcode: 'EC2V 7HH', place: 'Guildhall', at: { lat: 51.5157, lng: -0.0919 } },
  { postcode: 'W11 2BQ', place: 'Portobello Road', at: { lat: 51.5152, lng: -0.2056 } },
];

describe('londonPostcodeCentre', () => {
  it.each(LANDMARKS)('$postcode is near $place', ({ postcode, at }) => {
    const centre = londonPostcodeCentre(postcode);
    expect(centre?.precision).toBe('district');
    expect(haversineKm(centre as NonNullable<typeof centre>, at)).toBeLessThan(2.5);
  });

  it('reads any case and spacing, a whole postcode or its outward code alone', () => {
    const whole = londonPostcodeCentre('SE1 7PB');
    expect(londonPostcodeCentre('se17pb')).toEqual(whole);
    expect(londonPostcodeCentre('  se1  7pb ')).toEqual(whole);
    expect(londonPostcodeCentre('SE1')).toEqual(whole);
  });

  it('falls back from a sub-district it does not keep to its district, then to the area', () => {
    expect(londonPostcodeCentre('W1A 1AA')).toEqual(londonPostcodeCentre('W1'));
    expect(londonPostcodeCentre('E1W 1AA')?.precision).toBe('district');
    expect(londonPostcodeCentre('SE99 1AA')).toMatchObject({ precision: 'area', lat: 51.46, lng: -0.04 });
    expect(londonPostcodeCentre('KT1 1AA')?.precision).toBe('area');
  });

  it('answers nothing for a postcode outside London or text that is not one', () => {
    for (const typed of ['M1 1AE', 'EH1 1YZ', 'not a postcode', '', null, undefined, 'SE']) {
      expect(londonPostcodeCentre(typed)).toBeUndefined();
    }
  });

  it('keeps every centre within Greater London', () => {
    const codes = ['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC', 'BR', 'CR', 'DA', 'EN', 'HA', 'IG', 'KT'];
    for (const code of [...codes, 'E20', 'N22', 'NW11', 'SE28', 'SW20', 'W14', 'WC2R', 'EC4Y']) {
      const centre = londonPostcodeCentre(`${code}${/\d/.test(code) ? '' : '1'}`);
      expect(centre, code).toBeDefined();
      expect(haversineKm(centre as NonNullable<typeof centre>, { lat: 51.5072, lng: -0.1276 })).toBeLessThan(
        30,
      );
    }
  });
});
