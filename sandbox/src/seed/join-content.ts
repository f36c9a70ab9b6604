import { MARKETS } from '@casino/shared/market';
import { QUESTIONNAIRE_OTHER, type QuestionnaireOption, type RegistrationPage } from '@casino/shared/wire';

/** A `registrationPage` document (spec 001 §3 bonus call-to-action; spec 000 §3 "registration pages by slug"). */
export type RegistrationPageDocument = RegistrationPage & { _id: string; _type: 'registrationPage' };
/** An `occupation` or `sourceOfFunds` document (spec 000 §3 Content types: occupations, source of funds). */
export type QuestionnaireOptionDocument = QuestionnaireOption & { _id: string; _type: 'occupation' | 'sourceOfFunds' };

/** The welcome offer of each market's sign-up page, slug `signup`, with the platform's SMS attempts (5). */
export function buildRegistrationPages(publicUrl: string): RegistrationPageDocument[] {
  return MARKETS.filter((market) => market.kind === 'market' && market.isMarketEnabled).map((market) => ({
    _id: `registration-page-${market.id}`,
    _type: 'registrationPage',
    market: market.id,
    slug: 'signup',
    title: 'Welcome bonus: 100% up to 200',
    description: `Join Sandbox Casino ${market.name === 'Global' ? '' : `${market.name} `}and double your first deposit, up to 200 ${market.currency}. Terms apply.`.replace('  ', ' '),
    iconUrl: `${publicUrl}/images/promotions/welcome-bonus.svg`,
    bannerImg: `${publicUrl}/images/banners/welcome.svg`,
    smsMaxAttempts: 5,
  }));
}

const OCCUPATIONS = ['Employee', 'Self-employed', 'Business owner', 'Civil servant', 'Student', 'Retired', 'Unemployed', QUESTIONNAIRE_OTHER];
const SOURCES_OF_FUNDS = ['Salary', 'Business income', 'Savings', 'Pension', 'Investments', 'Sale of property', 'Inheritance', 'Gambling winnings', QUESTIONNAIRE_OTHER];

/** The EDD questionnaire's lists (spec 001 §3): occupations and sources of funds, each ending with `Other`. */
export function buildQuestionnaireOptions(): QuestionnaireOptionDocument[] {
  const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return [
    ...OCCUPATIONS.map((value, order) => ({ _id: `occupation-${slug(value)}`, _type: 'occupation' as const, value, label: value, order })),
    ...SOURCES_OF_FUNDS.map((value, order) => ({ _id: `source-of-funds-${slug(value)}`, _type: 'sourceOfFunds' as const, value, label: value, order })),
  ];
}
