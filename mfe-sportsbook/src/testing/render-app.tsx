import { createAppRenderer } from '@casino/shared/testing';
import { translations } from '../app/translations';

/** Renders a component of this remote in the parcel's providers with its texts loaded; `path` e.g. `/en-UN/sportsbook/football`. */
export const renderApp = createAppRenderer({ translations });
