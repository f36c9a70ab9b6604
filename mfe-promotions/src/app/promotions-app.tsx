import { lazyPage } from '@casino/shared/ui';
import { Route, Routes } from '@casino/shared-modules/react-router';
import { NotFound } from '../features/promotions/components/not-found';
import { PromotionsPage } from '../features/promotions/components/promotions-page';

// Route-level code splitting (issue 19): the area's start carries its first page only.
const PromotionPage = lazyPage(() => import('../features/promotions/components/promotion-page').then((module) => module.PromotionPage));
const TournamentsPage = lazyPage(() => import('../features/tournaments').then((module) => module.TournamentsPage));
const TournamentPage = lazyPage(() => import('../features/tournaments').then((module) => module.TournamentPage));

/**
 * The promotions routes below `/{segment}/promotions` (spec 000 §2), and the tournaments (issue 17 point
 * 4): `tournaments` and `tournaments/:tournamentId` are static paths, which react-router ranks above the
 * category routes' dynamic segments, so a category never swallows them.
 */
export function PromotionsApp() {
  return (
    <Routes>
      <Route index element={<PromotionsPage />} />
      <Route path="tournaments" element={<TournamentsPage />} />
      <Route path="tournaments/:tournamentId" element={<TournamentPage />} />
      <Route path=":category" element={<PromotionsPage />} />
      <Route path=":category/tag/:tagSlug" element={<PromotionsPage />} />
      <Route path=":category/:promotionSlug" element={<PromotionPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
