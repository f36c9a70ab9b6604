import {
  ADDRESS_DOCUMENT_CODES,
  addressUpdateRequestSchema,
  codeSentSchema,
  COMMUNICATION_TYPES,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  documentsVerificationSchema,
  documentStatusRequestSchema,
  documentUploadFieldsSchema,
  emailAddressSchema,
  ID_DOCUMENT_CODES,
  idScanInitiateRequestSchema,
  idScanInitiateSchema,
  inboxMessageSchema,
  inboxSchema,
  languageUpdateSchema,
  latestActivityLogSchema,
  MARKET_RISK_SETTINGS,
  MARKETING_CHANNELS,
  marketingPreferencesSchema,
  marketingPreferencesUpdateRequestSchema,
  marketRiskSettingSchema,
  MAX_DOCUMENT_BYTES,
  mobilePhoneSchema,
  passwordChangeRequestSchema,
  passwordResetNewPasswordRequestSchema,
  passwordResetRequestSchema,
  passwordResetResultSchema,
  passwordResetVerificationRequestSchema,
  passwordResetVerificationSchema,
  passwordSchema,
  personalDetailsSchema,
  phoneNumberUpdateRequestSchema,
  phoneSmsRequestSchema,
  phoneSmsVerificationRequestSchema,
  phoneSmsVerificationSchema,
  playerDocumentSchema,
  playerDocumentsSchema,
  postalAddressSchema,
  provincesSchema,
  provinceUpdateRequestSchema,
  QUESTIONNAIRE_OTHER,
  questionnaireAnswerRequestSchema,
  questionnaireAnswerSchema,
  questionnaireOptionSchema,
  registrationCodeRequestSchema,
  registrationCodeVerificationRequestSchema,
  registrationPageSchema,
  registrationRequestSchema,
  registrationResultSchema,
  registrationUpdateRequestSchema,
  registrationVerificationSchema,
  salaryRangesSchema,
  smsVerificationIdSchema,
  SOURCE_OF_WEALTH_CODES,
  verificationCodeSchema,
  type AddressUpdateRequest,
  type CodeSent,
  type DocumentStatus,
  type DocumentStatusRequest,
  type DocumentsVerification,
  type DocumentType,
  type DocumentUploadFields,
  type IdScanInitiate,
  type IdScanInitiateRequest,
  type Inbox,
  type InboxMessage,
  type LanguageUpdate,
  type LatestActivityLog,
  type MarketingPreferences,
  type MarketingPreferencesUpdateRequest,
  type MarketRiskSetting,
  type PasswordChangeRequest,
  type PasswordResetNewPasswordRequest,
  type PasswordResetRequest,
  type PasswordResetResult,
  type PasswordResetVerification,
  type PasswordResetVerificationRequest,
  type PersonalDetails,
  type PhoneNumberUpdateRequest,
  type PhoneSmsRequest,
  type PhoneSmsVerification,
  type PhoneSmsVerificationRequest,
  type PlayerDocument,
  type PlayerDocuments,
  type PostalAddress,
  type Provinces,
  type ProvinceUpdateRequest,
  type QuestionnaireAnswer,
  type QuestionnaireAnswerRequest,
  type QuestionnaireOption,
  type RegistrationCodeRequest,
  type RegistrationCodeVerificationRequest,
  type RegistrationPage,
  type RegistrationRequest,
  type RegistrationResult,
  type RegistrationUpdateRequest,
  type RegistrationVerification,
  type SalaryRanges,
  type SmsVerificationId,
} from '@casino/shared/wire';
import type { z } from 'zod/mini';

/*
 * The issue-15 wire shapes (sign-up, password reset, account, KYC) against the examples sandbox/README.md
 * gives, and against the inputs they must refuse: the contract the UI builds on, pinned before the calls.
 */

const registration: RegistrationRequest = {
  email: 'new.player@example.com',
  password: 'Secret123',
  mobilePhone: '+358401234567',
  countryCode: 'FI',
  languageCode: 'en',
  termsAndConditionsAccepted: true,
  cookiePolicyAccepted: true,
  marketingOptIn: false,
};
const registrationUpdate: RegistrationUpdateRequest = {
  playerId: 'player-1',
  dateOfBirth: '1990-05-17',
  postalCode: '00100',
  mobilePhone: '+358401234567',
  countryCode: 'FI',
  termsAndConditionsAccepted: true,
  languageCode: 'en',
};
const codeRequest: RegistrationCodeRequest = { playerId: 'player-1', siteId: 1 };
const codeVerification: RegistrationCodeVerificationRequest = { playerId: 'player-1', siteId: 1, countryCode: 'FI', code: '123456' };
const registered: RegistrationResult = { playerId: 'player-1', token: 'opaque', smsVerificationRequired: true, emailVerificationRequired: false, accountStatus: 'ACCOUNT_UNVERIFIED' };
const verified: RegistrationVerification = { playerId: 'player-1', verified: true, smsVerified: true, emailVerified: false, accountStatus: 'REGISTERED' };
const sent: CodeSent = { status: 'SENT', channel: 'SMS', sentTo: '+358*****4567', expiresInSeconds: 600, maxAttempts: 5 };
const risk: MarketRiskSetting = { siteId: 1, countryCode: 'FI', marketRiskSetting: 'LOW' };
const page: RegistrationPage = { market: 'FI', slug: 'signup', title: 'Welcome', description: '100% up to EUR 100', iconUrl: '/i.svg', bannerImg: '/b.svg', smsMaxAttempts: 5 };

const resetByEmail: PasswordResetRequest = { email: 'anna@sandbox.test' };
const resetByPhone: PasswordResetRequest = { mobilePhone: '+358401000001' };
const resetSent: PasswordResetResult = { status: 'SENT', smsResetKeyId: 'key-1' };
const resetVerification: PasswordResetVerificationRequest = { smsResetKeyId: 'key-1', code: '654321' };
const resetKey: PasswordResetVerification = { resetKey: 'reset-1' };
const newPassword: PasswordResetNewPasswordRequest = { resetKey: 'reset-1', password: 'Another1pass' };

const address: PostalAddress = { address: 'Mannerheimintie 1', city: 'Helsinki', postalCode: '00100', countryCode: 'FI', provinceCode: null };
const details: PersonalDetails = { playerId: 'sandbox-anna', email: 'anna@sandbox.test', firstName: 'Anna', lastName: 'Virtanen', mobilePhone: '+358401000001', dateOfBirth: '1990-01-01', address };
const addressUpdate: AddressUpdateRequest = { address: 'Aleksanterinkatu 2', city: 'Helsinki', postalCode: '00170' };
const provinces: Provinces = { provinceCode: 'ON', provinces: [{ code: 'ON', label: 'Ontario' }] };
const provinceUpdate: ProvinceUpdateRequest = { provinceCode: 'QC' };
const language: LanguageUpdate = { languageCode: 'fr' };
const passwordChange: PasswordChangeRequest = { oldPassword: 'Sandbox!2026', newPassword: 'Changed123' };
const phoneRequest: PhoneSmsRequest = { mobilePhone: '+358409999999' };
const phoneId: SmsVerificationId = { smsVerificationId: 'sms-1', expiresInSeconds: 600, maxAttempts: 5 };
const phoneVerification: PhoneSmsVerificationRequest = { smsVerificationId: 'sms-1', code: '000111' };
const phoneVerified: PhoneSmsVerification = { smsVerificationId: 'sms-1', verified: true };
const phoneUpdate: PhoneNumberUpdateRequest = { mobilePhone: '+358409999999', smsVerificationId: 'sms-1' };
const channels = Object.fromEntries(MARKETING_CHANNELS.map((channel) => [channel, true])) as MarketingPreferences['subscriptionChannels'];
const communications = Object.fromEntries(COMMUNICATION_TYPES.map((type) => [type, false])) as MarketingPreferences['subscriptionCommunications'];
const preferences: MarketingPreferences = { subscriptionChannels: channels, subscriptionCommunications: communications };
const preferencesUpdate: MarketingPreferencesUpdateRequest = { subscriptionChannels: { SMS: false } };
const activity: LatestActivityLog = {
  activities: [{ loginDate: '2026-03-10T12:00:00.000Z', loginIp: '127.0.0.1', loginCountry: 'MT', createdAt: '2026-03-10T12:00:00.000Z', realIpAddress: '127.0.0.1', realCountryCode: 'MT' }],
};
const message: InboxMessage = { id: 'msg-1', category: 'MESSAGE', title: 'Welcome', body: 'Hello', sentAt: '2026-03-01T09:00:00.000Z', read: false };
const inbox: Inbox = { messages: [message], unreadCount: 1 };

const type: DocumentType = 'PROOF_OF_ID';
const status: DocumentStatus = 'REQUESTED';
const document: PlayerDocument = {
  documentId: 'doc-1',
  documentType: type,
  documentStatus: status,
  documentTypeName: 'Proof of identity',
  subType: null,
  rejectionReason: null,
  fileName: null,
  contentType: null,
  sizeBytes: null,
  requestedAt: '2026-03-01T09:00:00.000Z',
  uploadedAt: null,
  reviewedAt: null,
};
const unrequested: PlayerDocument = { ...document, documentId: null, documentStatus: 'UNREQUESTED', requestedAt: null };
const documents: PlayerDocuments = { idDocument: document, addressDocument: unrequested, sowDocument: unrequested, eddQuestionnaire: unrequested, otherDocument: [], paymentDocument: [] };
const verification: DocumentsVerification = {
  kycStatus: 'NOT_VERIFIED',
  requestDocumentTypeStatus: 'PROOF_OF_ID:REQUESTED',
  verificationRequired: true,
  documents: [{ documentType: 'PROOF_OF_ID', subType: null, documentStatus: 'REQUESTED' }],
};
const statusRequest: DocumentStatusRequest = { documentType: 'PROOF_OF_PAYMENT', subType: 'TRUSTLY' };
const upload: DocumentUploadFields = { documentType: 'PROOF_OF_ADDRESS', subType: 'UB' };
const scanRequest: IdScanInitiateRequest = { returnUrl: 'http://localhost:3000/en-UN/my-account/account/verification' };
const scan: IdScanInitiate = { redirectUrl: 'http://localhost:4000/jumio/scan/scan-1', scanId: 'scan-1' };
const salaries: SalaryRanges = { currency: 'EUR', salaryRanges: [{ id: 1, label: 'Under EUR 20,000', minAmount: 0, maxAmount: 1_999_999 }] };
const answerRequest: QuestionnaireAnswerRequest = { occupation: QUESTIONNAIRE_OTHER, otherOccupation: 'Falconer', salaryRangeId: 1, sourceOfFunds: 'Salary', placeOfBirth: 'Turku', nationality: 'FI' };
const answer: QuestionnaireAnswer = {
  documentStatus: 'UNDER_REVIEW',
  answer: { occupation: 'Other', otherOccupation: 'Falconer', salaryRangeId: 1, sourceOfFunds: 'Salary', otherSourceOfFunds: null, placeOfBirth: 'Turku', nationality: 'FI', answeredAt: '2026-03-10T12:00:00.000Z' },
};
const option: QuestionnaireOption = { value: 'Other', label: 'Other', order: 99 };

const examples: Array<[string, z.ZodMiniType, unknown]> = [
  ['registration', registrationRequestSchema, registration],
  ['registration update', registrationUpdateRequestSchema, registrationUpdate],
  ['code request', registrationCodeRequestSchema, codeRequest],
  ['code verification', registrationCodeVerificationRequestSchema, codeVerification],
  ['registration result', registrationResultSchema, registered],
  ['registration verification', registrationVerificationSchema, verified],
  ['code sent', codeSentSchema, sent],
  ['market risk setting', marketRiskSettingSchema, risk],
  ['registration page', registrationPageSchema, page],
  ['reset by e-mail', passwordResetRequestSchema, resetByEmail],
  ['reset by phone', passwordResetRequestSchema, resetByPhone],
  ['reset sent', passwordResetResultSchema, resetSent],
  ['reset verification', passwordResetVerificationRequestSchema, resetVerification],
  ['reset key', passwordResetVerificationSchema, resetKey],
  ['new password', passwordResetNewPasswordRequestSchema, newPassword],
  ['address', postalAddressSchema, address],
  ['personal details', personalDetailsSchema, details],
  ['address update', addressUpdateRequestSchema, addressUpdate],
  ['provinces', provincesSchema, provinces],
  ['province update', provinceUpdateRequestSchema, provinceUpdate],
  ['language', languageUpdateSchema, language],
  ['password change', passwordChangeRequestSchema, passwordChange],
  ['phone code request', phoneSmsRequestSchema, phoneRequest],
  ['phone verification id', smsVerificationIdSchema, phoneId],
  ['phone verification', phoneSmsVerificationRequestSchema, phoneVerification],
  ['phone verified', phoneSmsVerificationSchema, phoneVerified],
  ['phone update', phoneNumberUpdateRequestSchema, phoneUpdate],
  ['marketing preferences', marketingPreferencesSchema, preferences],
  ['marketing preferences update', marketingPreferencesUpdateRequestSchema, preferencesUpdate],
  ['login history', latestActivityLogSchema, activity],
  ['inbox message', inboxMessageSchema, message],
  ['inbox', inboxSchema, inbox],
  ['document', playerDocumentSchema, document],
  ['documents', playerDocumentsSchema, documents],
  ['verification', documentsVerificationSchema, verification],
  ['document status request', documentStatusRequestSchema, statusRequest],
  ['upload fields', documentUploadFieldsSchema, upload],
  ['ID scan request', idScanInitiateRequestSchema, scanRequest],
  ['ID scan', idScanInitiateSchema, scan],
  ['salary ranges', salaryRangesSchema, salaries],
  ['questionnaire request', questionnaireAnswerRequestSchema, answerRequest],
  ['questionnaire answer', questionnaireAnswerSchema, answer],
  ['questionnaire option', questionnaireOptionSchema, option],
];

describe('issue 15 wire shapes (sign-up, password reset, account, KYC)', () => {
  it.each(examples)('accepts the documented %s example', (_name, schema, value) => {
    expect(schema.safeParse(value).error?.issues).toBeUndefined();
  });

  it('refuses what the platform refuses', () => {
    expect(emailAddressSchema.safeParse('pla yer@example.com').success).toBe(false);
    expect(mobilePhoneSchema.safeParse('0401234567').success).toBe(false);
    expect(mobilePhoneSchema.safeParse('+358 40 123').success).toBe(false);
    expect(passwordSchema.safeParse('onlyletters').success).toBe(false);
    expect(passwordSchema.safeParse('1234567890').success).toBe(false);
    expect(verificationCodeSchema.safeParse('12345').success).toBe(false);
    expect(registrationRequestSchema.safeParse({ ...registration, termsAndConditionsAccepted: false }).success).toBe(false);
    expect(registrationUpdateRequestSchema.safeParse({ ...registrationUpdate, dateOfBirth: '17.05.1990' }).success).toBe(false);
    expect(passwordResetRequestSchema.safeParse({ email: 'anna@sandbox.test', mobilePhone: '+358401000001' }).success).toBe(false);
    expect(documentUploadFieldsSchema.safeParse({ documentType: 'PROOF_OF_ADDRESS' }).success).toBe(false);
    expect(documentUploadFieldsSchema.safeParse({ documentType: 'EDD_QUESTIONNAIRE' }).success).toBe(false);
    expect(idScanInitiateRequestSchema.safeParse({ returnUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(marketingPreferencesUpdateRequestSchema.safeParse({ subscriptionChannels: { FAX: true } }).success).toBe(false);
  });

  it('applies spec 001 §5 to the EDD questionnaire: Other needs its text, the salary range is above 0', () => {
    const fields = (value: unknown) => questionnaireAnswerRequestSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({ occupation: 'Other', salaryRangeId: 1, sourceOfFunds: 'Other' })).toEqual(['otherOccupation', 'otherSourceOfFunds']);
    expect(fields({ occupation: '', salaryRangeId: 0, sourceOfFunds: '' })).toEqual(expect.arrayContaining(['occupation', 'salaryRangeId', 'sourceOfFunds']));
  });

  it('names the code lists and limits of spec 001 §3 and the issue', () => {
    expect(ADDRESS_DOCUMENT_CODES).toEqual(['BS', 'CCS', 'UB']);
    expect(SOURCE_OF_WEALTH_CODES).toEqual(['PS', 'SP', 'BS', 'SC', 'WI', 'WN', 'OT']);
    expect(ID_DOCUMENT_CODES).toContain('PASSPORT');
    expect(MAX_DOCUMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(DOCUMENT_CONTENT_TYPES).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    expect(DOCUMENT_TYPES).toContain('EDD_QUESTIONNAIRE');
    expect(DOCUMENT_STATUSES).toEqual(['UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED']);
    expect(MARKET_RISK_SETTINGS).toContain('UNSUPPORTED');
  });
});
