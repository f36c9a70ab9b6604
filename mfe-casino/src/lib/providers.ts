/** spec 000 §2: casino play providers (creedroomz has a play path of its own). */
export const CASINO_PROVIDERS = ['relax', 'quickspin', 'evolution', 'playngo', 'pragmaticplay', 'yggdrasil', 'pariplay', 'softswiss', 'novomatic'] as const;
export const CREEDROOMZ_PROVIDER = 'creedroomz';
/** spec 000 §9: providers the lobby's provider filter leaves out; the V3 lobby also leaves out these. */
export const LOBBY_FILTER_EXCLUDED_PROVIDERS = ['pariplay', 'softswiss', 'creedroomz'] as const;
export const LOBBY_V3_EXCLUDED_PROVIDERS = ['relax'] as const;
/** spec 000 §9: the lobby's bottom-navigation tab that opens the filter panel. */
export const LOBBY_FILTER_TAB_INDEX = 0;
