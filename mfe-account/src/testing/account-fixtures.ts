import type { PlatformState } from '@casino/shared/bus';
import { createTestPlatform, playerProfileOf } from '@casino/shared/testing';
import type { PersonalDetails, PlayerDocument, PlayerDocuments, PlayerProfile } from '@casino/shared/wire';
import type { RequestConfig } from './request-config';

/** A logged-in player's session on the bus (anna of the sandbox). */
export const loggedIn: Partial<PlatformState> = {
  session: {
    status: 'Resolved',
    authorized: true,
    claims: {
      country_code: 'FI',
      language_code: 'fi',
      player_id: 'sandbox-anna',
      email: 'anna@sandbox.test',
      iat: 0,
      login_method: 'DEFAULT',
      multibrand: null,
    },
  },
};

/** anna's personal details as `GET /player/details` answers them. */
export const annaDetails: PersonalDetails = {
  playerId: 'sandbox-anna',
  email: 'anna@sandbox.test',
  firstName: 'Anna',
  lastName: 'Virtanen',
  mobilePhone: '+358401000001',
  dateOfBirth: '1990-01-01',
  address: {
    address: 'Mannerheimintie 1',
    city: 'Helsinki',
    postalCode: '00100',
    countryCode: 'FI',
    provinceCode: null,
  },
};

/** A profile on the bus with these KYC attributes: a verification-needing player otherwise like `playerProfileOf`'s. */
export function profileWith(attributes: Partial<PlayerProfile>): PlayerProfile {
  return playerProfileOf({ playerId: 'sandbox-kyc', kycStatus: 'NOT_VERIFIED', requestDocumentTypeStatus: 'PROOF_OF_ID:REQUESTED', ...attributes });
}

/** A document of the profile; UNREQUESTED with nothing on file unless told. */
export function documentOf(
  documentType: PlayerDocument['documentType'],
  changes: Partial<PlayerDocument> = {},
): PlayerDocument {
  return {
    documentId:
      changes.documentStatus && changes.documentStatus !== 'UNREQUESTED' ? `doc-${documentType}` : null,
    documentType,
    documentStatus: 'UNREQUESTED',
    documentTypeName: documentType,
    subType: null,
    rejectionReason: null,
    fileName: null,
    contentType: null,
    sizeBytes: null,
    requestedAt: null,
    uploadedAt: null,
    reviewedAt: null,
    ...changes,
  };
}

/** The documents of a player of whom nothing was asked, with some changed. */
export function documentsWith(changes: Partial<PlayerDocuments> = {}): PlayerDocuments {
  return {
    idDocument: documentOf('PROOF_OF_ID'),
    addressDocument: documentOf('PROOF_OF_ADDRESS'),
    sowDocument: documentOf('SOURCE_OF_WEALTH'),
    eddQuestionnaire: documentOf('EDD_QUESTIONNAIRE'),
    otherDocument: [],
    paymentDocument: [],
    ...changes,
  };
}

/**
 * A platform for one account screen at `at`: anna signed in, `GET /player/details` answering her details, and
 * `route` (e.g. `POST /player/address`) recording each JSON body it is sent in `sent` and answering
 * `answer(body, config)` (an answer `createTestPlatform` takes: data, or `{ status, data }`).
 */
export function accountScreenPlatform(
  at: { basePath: string; path: string },
  route: string,
  answer: (body: Record<string, unknown>, config: RequestConfig) => unknown,
): { platform: ReturnType<typeof createTestPlatform>; sent: Array<Record<string, unknown>> } {
  const sent: Array<Record<string, unknown>> = [];
  const platform = createTestPlatform({
    ...at,
    state: loggedIn,
    http: {
      'GET /player/details': annaDetails,
      [route]: (config: RequestConfig) => {
        const body = JSON.parse(String(config.data)) as Record<string, unknown>;
        sent.push(body);
        return answer(body, config);
      },
    },
  });
  return { platform, sent };
}

/** The EDD questionnaire's option lists as content answers them (`_type == $list`), each with its Other. */
export const eddOccupations = [
  { value: 'Engineer', label: 'Engineer', order: 1 },
  { value: 'Other', label: 'Other', order: 99 },
];
/** See `eddOccupations`. */
export const eddFundSources = [
  { value: 'Salary', label: 'Salary', order: 1 },
  { value: 'Other', label: 'Other', order: 99 },
];
/** The content route of both lists: occupations for `list: 'occupation'`, sources of funds otherwise. */
export const eddLists = (params: { list: string }) => (params.list === 'occupation' ? eddOccupations : eddFundSources);
