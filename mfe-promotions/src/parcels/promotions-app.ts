import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { PromotionsApp } from '../app/promotions-app';
import { translations } from '../app/translations';

/**
 * Promotions, mounted by the host at `/{segment}/promotions` (spec 000 §2): the list with category
 * tabs (`/promotions`, `/promotions/{category}`), a tag's promotions
 * (`/promotions/{category}/tag/{tagSlug}`), nine at a time with "Load more" (spec 000 §9), and a
 * promotion's own page (`/promotions/{category}/{promotionSlug}`) with its body HTML sanitised by
 * DOMPurify. What a visitor sees follows the market and spec 000 §5's visibility and audience rules
 * (read from the bus's `session` and `locale`). Content comes from the content client (GROQ);
 * no REST calls. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: PromotionsApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
