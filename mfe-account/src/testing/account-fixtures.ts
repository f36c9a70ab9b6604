import type { PlatformState } from '@casino/shared/bus';
import { playerProfileOf } from '@casino/shared/testing';
import type { PersonalDetails, PlayerDocument, PlayerDocuments, PlayerProfile } from '@casino/shared/wire';

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
