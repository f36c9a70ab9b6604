import { createAppRenderer } from '@casino/shared/testing';
import { translations } from '../app/translations';
import { wizardTranslations } from '../app/wizard-translations';

/** Renders a component of this remote in the parcel's providers with its texts loaded; `path` e.g. `/en-UN/signup`. */
export const renderApp = createAppRenderer({ translations });

/**
 * Renders the sign-up as its parcel does: with the texts its parcel adds (`wizardTranslations`), without the
 * account area's; its later steps add theirs when they first render.
 */
export const renderSignUp = createAppRenderer({ translations: wizardTranslations });
