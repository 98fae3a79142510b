import type { LatLng } from './geo';

// Where a London postcode is, roughly: the centre of its district (the outward code, "SE1"), or of
// its area ("SE"), to open the studio form's pin map near the door (issue 69, item 10). A table
// rather than a geocoder: the app calls no geocoding service and needs no key. The centres are
// approximate, about a kilometre, from the districts' maps; good for opening a map, not for placing
// a pin, which the owner still does. Districts are kept for the inner areas (E, EC, N, NW, SE, SW,
// W, WC); the outer areas (BR, CR, …) only as a whole, centred on their London town, since they
// reach far beyond London.

type Centre = readonly [lat: number, lng: number];

const DISTRICTS: Readonly<Record<string, Centre>> = {
  // East
  E1: [51.5175, -0.059],
  E1W: [51.5065, -0.059],
  E2: [51.529, -0.06],
  E3: [51.528, -0.025],
  E4: [51.625, -0.001],
  E5: [51.559, -0.053],
  E6: [51.528, 0.055],
  E7: [51.548, 0.027],
  E8: [51.543, -0.068],
  E9: [51.545, -0.042],
  E10: [51.568, -0.012],
  E11: [51.569, 0.013],
  E12: [51.55, 0.05],
  E13: [51.525, 0.025],
  E14: [51.505, -0.017],
  E15: [51.541, 0.0],
  E16: [51.509, 0.03],
  E17: [51.585, -0.02],
  E18: [51.592, 0.027],
  E20: [51.543, -0.014],
  // East Central (the City)
  EC1: [51.523, -0.101],
  EC1A: [51.5185, -0.099],
  EC1M: [51.5205, -0.102],
  EC1N: [51.519, -0.109],
  EC1R: [51.525, -0.108],
  EC1V: [51.5275, -0.097],
  EC1Y: [51.5225, -0.0905],
  EC2: [51.518, -0.087],
  EC2A: [51.524, -0.08],
  EC2M: [51.517, -0.083],
  EC2N: [51.515, -0.084],
  EC2R: [51.514, -0.09],
  EC2V: [51.515, -0.094],
  EC2Y: [51.5195, -0.0935],
  EC3: [51.512, -0.081],
  EC3A: [51.515, -0.079],
  EC3M: [51.512, -0.081],
  EC3N: [51.511, -0.076],
  EC3R: [51.5095, -0.082],
  EC3V: [51.5125, -0.086],
  EC4: [51.513, -0.1],
  EC4A: [51.515, -0.108],
  EC4M: [51.5145, -0.101],
  EC4N: [51.5125, -0.092],
  EC4R: [51.5105, -0.0925],
  EC4V: [51.512, -0.099],
  EC4Y: [51.513, -0.109],
  // North
  N1: [51.538, -0.099],
  N1C: [51.536, -0.126],
  N2: [51.589, -0.165],
  N3: [51.601, -0.193],
  N4: [51.568, -0.106],
  N5: [51.553, -0.097],
  N6: [51.571, -0.147],
  N7: [51.553, -0.118],
  N8: [51.583, -0.118],
  N9: [51.626, -0.062],
  N10: [51.591, -0.143],
  N11: [51.615, -0.139],
  N12: [51.614, -0.176],
  N13: [51.619, -0.104],
  N14: [51.633, -0.128],
  N15: [51.581, -0.082],
  N16: [51.562, -0.075],
  N17: [51.599, -0.07],
  N18: [51.615, -0.065],
  N19: [51.565, -0.131],
  N20: [51.63, -0.175],
  N21: [51.634, -0.1],
  N22: [51.599, -0.11],
  // North West
  NW1: [51.534, -0.145],
  NW2: [51.558, -0.22],
  NW3: [51.553, -0.172],
  NW4: [51.587, -0.228],
  NW5: [51.553, -0.143],
  NW6: [51.543, -0.195],
  NW7: [51.615, -0.237],
  NW8: [51.532, -0.172],
  NW9: [51.585, -0.26],
  NW10: [51.542, -0.245],
  NW11: [51.577, -0.199],
  // South East
  SE1: [51.501, -0.095],
  SE2: [51.489, 0.12],
  SE3: [51.468, 0.015],
  SE4: [51.462, -0.033],
  SE5: [51.474, -0.09],
  SE6: [51.44, -0.017],
  SE7: [51.483, 0.037],
  SE8: [51.48, -0.027],
  SE9: [51.445, 0.052],
  SE10: [51.482, -0.005],
  SE11: [51.488, -0.11],
  SE12: [51.446, 0.023],
  SE13: [51.458, -0.011],
  SE14: [51.476, -0.044],
  SE15: [51.47, -0.066],
  SE16: [51.496, -0.055],
  SE17: [51.488, -0.093],
  SE18: [51.485, 0.075],
  SE19: [51.418, -0.086],
  SE20: [51.412, -0.059],
  SE21: [51.444, -0.088],
  SE22: [51.455, -0.07],
  SE23: [51.442, -0.05],
  SE24: [51.456, -0.099],
  SE25: [51.399, -0.075],
  SE26: [51.428, -0.053],
  SE27: [51.431, -0.103],
  SE28: [51.503, 0.115],
  // South West
  SW1: [51.497, -0.14],
  SW1A: [51.503, -0.132],
  SW1E: [51.498, -0.139],
  SW1H: [51.499, -0.133],
  SW1P: [51.495, -0.13],
  SW1V: [51.489, -0.141],
  SW1W: [51.493, -0.15],
  SW1X: [51.499, -0.156],
  SW1Y: [51.507, -0.135],
  SW2: [51.45, -0.12],
  SW3: [51.49, -0.168],
  SW4: [51.462, -0.138],
  SW5: [51.49, -0.191],
  SW6: [51.476, -0.2],
  SW7: [51.496, -0.176],
  SW8: [51.476, -0.127],
  SW9: [51.468, -0.115],
  SW10: [51.483, -0.182],
  SW11: [51.466, -0.164],
  SW12: [51.444, -0.152],
  SW13: [51.473, -0.245],
  SW14: [51.465, -0.265],
  SW15: [51.458, -0.222],
  SW16: [51.424, -0.129],
  SW17: [51.428, -0.165],
  SW18: [51.451, -0.191],
  SW19: [51.423, -0.206],
  SW20: [51.409, -0.227],
  // West
  W1: [51.514, -0.145],
  W1B: [51.514, -0.141],
  W1C: [51.5145, -0.149],
  W1D: [51.513, -0.131],
  W1F: [51.513, -0.136],
  W1G: [51.519, -0.148],
  W1H: [51.516, -0.161],
  W1J: [51.507, -0.145],
  W1K: [51.511, -0.151],
  W1S: [51.512, -0.142],
  W1T: [51.52, -0.136],
  W1U: [51.519, -0.154],
  W1W: [51.521, -0.142],
  W2: [51.514, -0.182],
  W3: [51.512, -0.268],
  W4: [51.493, -0.264],
  W5: [51.513, -0.305],
  W6: [51.493, -0.229],
  W7: [51.51, -0.337],
  W8: [51.501, -0.195],
  W9: [51.527, -0.193],
  W10: [51.522, -0.214],
  W11: [51.513, -0.203],
  W12: [51.51, -0.233],
  W13: [51.513, -0.323],
  W14: [51.496, -0.21],
  // West Central
  WC1: [51.522, -0.123],
  WC1A: [51.517, -0.126],
  WC1B: [51.519, -0.127],
  WC1E: [51.522, -0.132],
  WC1H: [51.526, -0.126],
  WC1N: [51.522, -0.121],
  WC1R: [51.519, -0.115],
  WC1V: [51.518, -0.117],
  WC1X: [51.527, -0.115],
  WC2: [51.5125, -0.122],
  WC2A: [51.516, -0.115],
  WC2B: [51.515, -0.121],
  WC2E: [51.512, -0.123],
  WC2H: [51.513, -0.129],
  WC2N: [51.5085, -0.125],
  WC2R: [51.511, -0.118],
};

const AREAS: Readonly<Record<string, Centre>> = {
  E: [51.545, -0.03],
  EC: [51.5155, -0.092],
  N: [51.585, -0.11],
  NW: [51.56, -0.2],
  SE: [51.46, -0.04],
  SW: [51.465, -0.17],
  W: [51.51, -0.22],
  WC: [51.518, -0.122],
  // Outer London, each at its London town.
  BR: [51.406, 0.015], // Bromley
  CR: [51.372, -0.1], // Croydon
  DA: [51.455, 0.15], // Bexleyheath
  EN: [51.652, -0.081], // Enfield
  HA: [51.58, -0.335], // Harrow
  IG: [51.559, 0.074], // Ilford
  KT: [51.412, -0.3], // Kingston upon Thames
  RM: [51.575, 0.183], // Romford
  SM: [51.362, -0.194], // Sutton
  TW: [51.46, -0.36], // Hounslow and Twickenham
  UB: [51.53, -0.42], // Uxbridge and Southall
};

/** A whole postcode ("SE1 7PB", any case and spacing), its outward code the first group. */
const WHOLE = /^([A-Z]{1,2}\d[A-Z\d]?)\s*\d[A-Z]{2}$/;
/** An outward code alone ("SE1", "W1F"). */
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;

export interface PostcodeCentre extends LatLng {
  /** 'district' when the outward code is known, 'area' when only its letters are. */
  precision: 'district' | 'area';
}

/**
 * The approximate centre of a London postcode, or of its outward code alone: the district's ("SE1"),
 * a sub-district's parent when the sub-district is not kept ("W1A" → "W1"), else the area's ("SE");
 * undefined for anything else (not a postcode, or not London's), so the caller keeps its default.
 */
export function londonPostcodeCentre(typed: string | null | undefined): PostcodeCentre | undefined {
  const text = (typed ?? '').trim().toUpperCase();
  const outward = WHOLE.exec(text)?.[1] ?? (OUTWARD.test(text) ? text : undefined);
  if (!outward) return undefined;
  const district = DISTRICTS[outward] ?? DISTRICTS[outward.replace(/(\d)[A-Z]$/, '$1')];
  if (district) return { lat: district[0], lng: district[1], precision: 'district' };
  const area = AREAS[outward.replace(/\d.*$/, '')];
  return area ? { lat: area[0], lng: area[1], precision: 'area' } : undefined;
}
