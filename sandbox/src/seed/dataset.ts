import type { Banner, CasinoSettings, ContentDocument, ContentGame, FooterList, GameCategory, HomePageContent, LandingPage, PayAndPlayBanner, PaymentMethodContent, Promotion, PromotionCategory, Provider, RegistrationLandingPage, StaticPage, VipPage } from '@casino/shared/wire';

import { buildBanners } from './banners';
import { buildPayAndPlayBanners } from './pay-and-play-banners';
import { buildCasinoSettings, buildLobbies } from './casino-settings';
import { buildCategories } from './categories';
import { buildHomePages, buildLandingPages, buildPageImages, buildRegistrationLandingPages, buildVipPages, type PageImage } from './content-pages';
import type { LobbyDocument, SubProviderDocument, TermsVersionDocument } from './content-documents';
import { buildQuestionnaireOptions, buildRegistrationPages, type QuestionnaireOptionDocument, type RegistrationPageDocument } from './join-content';
import { loadFixtureGames, type FixtureGame } from './fixture-games';
import { buildGames } from './games';
import { buildPaymentMethods } from './payment-methods';
import { CURRENT_TERMS_VERSION } from './personas';
import { buildPromotionCategories, buildPromotions } from './promotions';
import { buildProviders, buildSubProviders } from './providers';
import { buildFooterLists, buildStaticPages } from './static-pages';

/** The seeded content dataset, by type, and all of it as one array for GROQ. */
export interface Dataset {
  games: ContentGame[];
  categories: GameCategory[];
  providers: Provider[];
  subProviders: SubProviderDocument[];
  casinoSettings: CasinoSettings[];
  lobbies: LobbyDocument[];
  promotions: Promotion[];
  promotionCategories: PromotionCategory[];
  staticPages: StaticPage[];
  footerLists: FooterList[];
  paymentMethods: PaymentMethodContent[];
  /** Every enabled market's home-page banners (spec 000 §3 Banner, §5 audiences). */
  banners: Banner[];
  /** One `homePage` per enabled market: banners, top payment methods, verticals, facelift banners. */
  homePages: HomePageContent[];
  /** One `vipPage` per enabled market (`/iclub`). */
  vipPages: VipPage[];
  /** Registration landing pages by slug (`/promo/{slug}`). */
  registrationLandingPages: RegistrationLandingPage[];
  /** Landing pages by id (`/landing/{id}`), `welcome` in every market with WELCOME100. */
  landingPages: LandingPage[];
  payAndPlayBanners: PayAndPlayBanner[];
  /** The current terms version (the one `GET /player/terms/current` answers). */
  termsVersions: TermsVersionDocument[];
  /** Each market's sign-up page (the bonus call-to-action, issue 15). */
  registrationPages: RegistrationPageDocument[];
  /** The EDD questionnaire's occupations and sources of funds. */
  questionnaireOptions: QuestionnaireOptionDocument[];
  /** Every document above, the dataset GROQ queries run over. */
  documents: ContentDocument[];
  /** The pictures of the content pages (`/images/pages/<key>.svg`); not documents. */
  pageImages: PageImage[];
}

export interface DatasetOptions {
  /** The sandbox's public origin, e.g. `http://localhost:4000`: image URLs start with it. */
  publicUrl: string;
  /** The sandbox clock: promotion and banner dates are placed around it. */
  now: Date;
  /** The fixture titles; read from `seed-data/games.json` when absent. */
  fixtures?: FixtureGame[];
}

/**
 * Builds the content dataset the sandbox serves through its GROQ endpoint (ARCHITECTURE §7, spec 000
 * §3 Content types, §7 Content service). The same options always give the same documents.
 */
export function buildDataset(options: DatasetOptions): Dataset {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const fixtures = options.fixtures ?? loadFixtureGames();
  const providers = buildProviders(fixtures, publicUrl);
  const paymentMethods = buildPaymentMethods(publicUrl);
  const parts = {
    games: buildGames(fixtures, publicUrl),
    categories: buildCategories(),
    providers,
    subProviders: buildSubProviders(fixtures, publicUrl),
    casinoSettings: buildCasinoSettings(providers.map((provider) => provider.id)),
    lobbies: buildLobbies(),
    promotions: buildPromotions(publicUrl, options.now),
    promotionCategories: buildPromotionCategories(),
    staticPages: buildStaticPages(),
    footerLists: buildFooterLists(),
    paymentMethods,
    banners: buildBanners(publicUrl, options.now),
    homePages: buildHomePages(publicUrl, paymentMethods),
    vipPages: buildVipPages(publicUrl),
    registrationLandingPages: buildRegistrationLandingPages(publicUrl),
    landingPages: buildLandingPages(publicUrl),
    payAndPlayBanners: buildPayAndPlayBanners(publicUrl),
    termsVersions: [buildTermsVersion()],
    registrationPages: buildRegistrationPages(publicUrl),
    questionnaireOptions: buildQuestionnaireOptions(),
  };
  const documents: ContentDocument[] = Object.values(parts).flat();
  return { ...parts, documents, pageImages: buildPageImages() };
}

/** The `termsVersion` document of the current terms (spec 000 §3 TermAndConditionVersioning). */
export function buildTermsVersion(): TermsVersionDocument {
  return { _id: `terms-version-${CURRENT_TERMS_VERSION}`, _type: 'termsVersion', version: CURRENT_TERMS_VERSION, files: [] };
}
