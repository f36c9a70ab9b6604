import { DEFAULT_SIGNUP_COUNTRY } from './spec-constants';

/**
 * Countries a player can register from, with their calling codes (spec 000 §3 Country: code, name,
 * isd calling code). Names are not stored: they come from the browser's `Intl.DisplayNames` in the
 * page's language. The list is the markets' countries, their neighbours and the countries the platform
 * takes no sign-ups from (US, JP: its risk setting says UNSUPPORTED, and the wizard says so); the
 * platform decides who may actually register (a blocked country answers `error.country.blocked`).
 */
export const COUNTRY_CALLING_CODES: Readonly<Record<string, string>> = {
  AT: '43',
  BE: '32',
  BR: '55',
  CA: '1',
  CH: '41',
  CL: '56',
  DE: '49',
  DK: '45',
  EE: '372',
  ES: '34',
  FI: '358',
  FR: '33',
  GB: '44',
  IE: '353',
  IN: '91',
  IT: '39',
  JP: '81',
  MT: '356',
  NL: '31',
  NO: '47',
  NZ: '64',
  PE: '51',
  PH: '63',
  PL: '48',
  PT: '351',
  SE: '46',
  TR: '90',
  US: '1',
};

/** One option of the country or phone-prefix picker (spec 000 §3 phone-picker option). */
export interface CountryOption {
  /** ISO 3166-1 alpha-2, e.g. `FI`. */
  id: string;
  countryName: string;
  /** The phone prefix with its plus sign, e.g. `+358`. */
  value: string;
  /** Name plus calling code, e.g. `Finland (+358)`. */
  label: string;
}

/** The phone prefix of a country, e.g. `+358`; Finland's when the country is unknown (spec 000 §3: default phone country). */
export function phonePrefixOf(countryCode: string): string {
  return `+${COUNTRY_CALLING_CODES[countryCode] ?? COUNTRY_CALLING_CODES[DEFAULT_SIGNUP_COUNTRY]}`;
}

/** Every country as an option, named in `locale` (BCP 47) and sorted by that name. */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return Object.keys(COUNTRY_CALLING_CODES)
    .map((id) => {
      const countryName = names?.of(id) ?? id;
      const value = phonePrefixOf(id);
      return { id, countryName, value, label: `${countryName} (${value})` };
    })
    .sort((a, b) => a.countryName.localeCompare(b.countryName, locale));
}
