/** Where the app serves the phone fields' country flags (build/flags-plugin.ts copies them there). */
export const FLAGS_FOLDER = 'flags';

/** react-phone-number-input's flag address, `{XX}` standing for the country code. */
export const FLAG_URL = `/${FLAGS_FOLDER}/{XX}.svg`;
