import { CURRENT_TERMS_VERSION, findPersona, PERSONAS, refusalMessage, requestDocumentTypeStatusOf } from './personas';

describe('personas', () => {
  it('has the 30 personas of the README, each with its own player id', () => {
    expect(PERSONAS).toHaveLength(30);
    expect(new Set(PERSONAS.map((persona) => persona.playerId)).size).toBe(30);
    expect(PERSONAS.every((persona) => persona.email.endsWith('@sandbox.test'))).toBe(true);
  });

  it('keeps every access flag on unless the persona is about it', () => {
    const flags = ['payout', 'casino', 'liveCasino', 'sports', 'virtualSports', 'bonuses', 'deposit', 'withdrawal'] as const;
    const off = PERSONAS.flatMap((persona) => flags.filter((flag) => !persona.profile[flag]).map((flag) => `${persona.email}:${flag}`));
    expect(off.sort()).toEqual(['nocasino@sandbox.test:casino', 'nocasino@sandbox.test:liveCasino', 'nosports@sandbox.test:sports', 'novirtuals@sandbox.test:virtualSports', 'payout@sandbox.test:payout']);
  });

  it('gives whole minor units as balances, the profile\'s currency and the current terms to all but one', () => {
    for (const persona of PERSONAS) expect(Object.values(persona.balance).every((amount) => Number.isSafeInteger(amount) && amount >= 0)).toBe(true);
    expect(PERSONAS.filter((persona) => persona.profile.termsAndConditionsAcceptedVersion !== CURRENT_TERMS_VERSION).map((persona) => persona.email)).toEqual(['terms@sandbox.test']);
    expect(findPersona('chloe@sandbox.test')?.profile.currencyCode).toBe('CAD');
  });

  it('has the player-protection personas of issue 16: sven (PP, SE) and ukplayer (UK) with no limits and no deposit, nlplayer (NL) with its sign-up limits', () => {
    expect(findPersona('sven@sandbox.test')).toMatchObject({ market: 'PP', profile: { countryCode: 'SE', firstDepositDate: null }, depositCount: 0 });
    expect(findPersona('sven@sandbox.test')?.limits).toBeUndefined();
    expect(findPersona('ukplayer@sandbox.test')).toMatchObject({ market: 'UK', profile: { countryCode: 'GB', firstDepositDate: null }, depositCount: 0 });
    expect(findPersona('ukplayer@sandbox.test')?.limits).toBeUndefined();
    expect(findPersona('nlplayer@sandbox.test')).toMatchObject({ market: 'NL', profile: { countryCode: 'NL' } });
    expect(findPersona('nlplayer@sandbox.test')?.limits?.map((limit) => limit.type)).toEqual(['deposit', 'session']);
  });

  it('writes multibrand as a JSON string', () => {
    expect(findPersona('suspended@sandbox.test')?.multibrand).toBe('{"suspended":true}');
    expect(findPersona('anna@sandbox.test')?.multibrand).toBe('{"suspended":false}');
  });

  it('spells the refusal messages of spec 001 §8', () => {
    expect(refusalMessage({ kind: 'timeout', days: 3 })).toBe('code:error.timeout.in.progress:days:3');
    expect(refusalMessage({ kind: 'exclusion-indefinite' })).toBe('code:error.exclusion.in.progress.indefinitely');
  });
});

describe('personas\' personal details and documents (issue 15)', () => {
  it('gives everyone a name, a unique E.164 phone, a date of birth and an address', () => {
    const phones = PERSONAS.map((persona) => persona.details.mobilePhone);
    expect(new Set(phones).size).toBe(PERSONAS.length);
    for (const persona of PERSONAS) {
      expect(persona.details.mobilePhone).toMatch(/^\+[1-9]\d{6,15}$/);
      expect(persona.details.dateOfBirth).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
      expect(persona.details.firstName && persona.details.lastName && persona.details.address && persona.details.city && persona.details.postalCode).toBeTruthy();
    }
    expect(findPersona('anna@sandbox.test')?.details).toMatchObject({ firstName: 'Anna', lastName: 'Virtanen', mobilePhone: '+358401000001', city: 'Helsinki' });
  });

  it('lists the seeded documents in requestDocumentTypeStatus', () => {
    expect(requestDocumentTypeStatusOf([])).toBe('PROOF_OF_ID:UNREQUESTED,PROOF_OF_ADDRESS:UNREQUESTED');
    expect(findPersona('kyc@sandbox.test')?.profile.requestDocumentTypeStatus).toBe('PROOF_OF_ID:REQUESTED,PROOF_OF_ADDRESS:REQUESTED');
    expect(findPersona('edd@sandbox.test')?.profile).toMatchObject({ kycStatus: 'EDD_PENDING', requestDocumentTypeStatus: 'PROOF_OF_ID:VERIFIED,PROOF_OF_ADDRESS:VERIFIED,EDD_QUESTIONNAIRE:REQUESTED' });
  });
});
