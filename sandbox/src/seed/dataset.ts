import type { CasinoSettings, ContentDocument, ContentGame, FooterList, GameCategory, PayAndPlayBanner, PaymentMethodContent, Promotion, PromotionCategory, Provider, StaticPage } from '@casino/shared/wire';

import { buildBanners } from './banners';
import { buildPayAndPlayBanners } from './pay-and-play-banners';
import { buildCasinoSettings, buildLobbies } from './casino-settings';
import { buildCategories } from './categories';
import type { BannerDocument, LobbyDocument, SubProviderDocument, TermsVersionDocument } from './content-documents';
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
  banners: BannerDocument[];
  payAndPlayBanners: PayAndPlayBanner[];
  /** The current terms version (the one `GET /player/terms/current` answers). */
  termsVersions: TermsVersionDocument[];
  /** Each market's sign-up page (the bonus call-to-action, issue 15). */
  registrationPages: RegistrationPageDocument[];
  /** The EDD questionnaire's occupations and sources of funds. */
  questionnaireOptions: QuestionnaireOptionDocument[];
  /** Every document above, the dataset GROQ queries run over. */
  documents: ContentDocument[];
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
    paymentMethods: buildPaymentMethods(publicUrl),
    banners: buildBanners(publicUrl, options.now),
    payAndPlayBanners: buildPayAndPlayBanners(publicUrl),
    termsVersions: [buildTermsVersion()],
    registrationPages: buildRegistrationPages(publicUrl),
    questionnaireOptions: buildQuestionnaireOptions(),
  };
  const documents: ContentDocument[] = Object.values(parts).flat();
  return { ...parts, documents };
}

/** The `termsVersion` document of the current terms (spec 000 §3 TermAndConditionVersioning). */
export function buildTermsVersion(): TermsVersionDocument {
  return { _id: `terms-version-${CURRENT_TERMS_VERSION}`, _type: 'termsVersion', version: CURRENT_TERMS_VERSION, files: [] };
}
