import { createAppRenderer } from '@casino/shared/testing';
import { depositTranslations } from '../app/deposit-translations';
import { translations } from '../app/translations';

/** Renders a component of this remote in the parcel's providers with its texts loaded; `path` e.g. `/en-UN/deposit`. */
export const renderApp = createAppRenderer({ translations });

/** `renderApp` with the texts the deposit modal's parcel adds (`depositTranslations`), not the whole namespace. */
export const renderDepositModal = createAppRenderer({ translations: depositTranslations });
