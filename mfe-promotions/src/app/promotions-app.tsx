import { Route, Routes } from 'react-router';
import { NotFound } from '../features/promotions/components/not-found';
import { PromotionPage } from '../features/promotions/components/promotion-page';
import { PromotionsPage } from '../features/promotions/components/promotions-page';

/** The promotions routes below `/{segment}/promotions` (spec 000 §2). */
export function PromotionsApp() {
  return (
    <Routes>
      <Route index element={<PromotionsPage />} />
      <Route path=":category" element={<PromotionsPage />} />
      <Route path=":category/tag/:tagSlug" element={<PromotionsPage />} />
      <Route path=":category/:promotionSlug" element={<PromotionPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
