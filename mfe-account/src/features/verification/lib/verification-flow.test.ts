import {
  initialVerificationFlow,
  verificationFlowReducer,
  verificationOutcome,
  type VerificationFlowAction,
  type VerificationFlowState,
} from './verification-flow';

const run = (actions: VerificationFlowAction[], from: VerificationFlowState = initialVerificationFlow) =>
  actions.reduce(verificationFlowReducer, from);

describe('verificationOutcome (spec 001 §4)', () => {
  it('asks for the ID until it is sent', () => {
    expect(verificationOutcome('NOT_VERIFIED', 'REQUESTED', 'UNREQUESTED')).toBe('UPLOAD_ID');
    expect(verificationOutcome('NOT_VERIFIED', 'EXPIRED', 'VERIFIED')).toBe('UPLOAD_ID');
    expect(verificationOutcome('NOT_VERIFIED', 'UNREQUESTED', 'REQUESTED')).toBe('UPLOAD_ID');
  });

  it('then asks which proof of address the player sends', () => {
    expect(verificationOutcome('NOT_VERIFIED', 'UNDER_REVIEW', 'UNREQUESTED')).toBe(
      'SELECT_POA_DOCUMENT_TYPE',
    );
    expect(verificationOutcome('PENDING', 'VERIFIED', 'REQUESTED')).toBe('SELECT_POA_DOCUMENT_TYPE');
    expect(verificationOutcome('PENDING', 'VERIFIED', 'EXPIRED')).toBe('SELECT_POA_DOCUMENT_TYPE');
  });

  it('is UPLOADED while one of the two is under review, SUCCESS when both are verified', () => {
    expect(verificationOutcome('PENDING', 'UNDER_REVIEW', 'UNDER_REVIEW')).toBe('UPLOADED');
    expect(verificationOutcome('PENDING', 'VERIFIED', 'UNDER_REVIEW')).toBe('UPLOADED');
    expect(verificationOutcome('PENDING', 'VERIFIED', 'VERIFIED')).toBe('SUCCESS');
  });

  it('is SUCCESS for a player the platform has verified, whatever is on file', () => {
    expect(verificationOutcome('FULLY VERIFIED', 'UNREQUESTED', 'UNREQUESTED')).toBe('SUCCESS');
    expect(verificationOutcome('ENHANCED', 'UNREQUESTED', 'UNREQUESTED')).toBe('SUCCESS');
  });
});

describe('verificationFlowReducer (spec 001 §4 Verification flow)', () => {
  it('goes pending, loading, then to the outcome of the statuses', () => {
    expect(initialVerificationFlow.status).toBe('PENDING');
    const loading = run([{ type: 'load' }]);
    expect(loading).toMatchObject({ status: 'LOADING', outcome: null });
    expect(
      run([{ type: 'loaded', kycStatus: 'NOT_VERIFIED', id: 'REQUESTED', address: 'UNREQUESTED' }], loading),
    ).toMatchObject({ status: 'READY', outcome: 'UPLOAD_ID' });
  });

  it('is ERROR when the documents cannot be loaded', () => {
    expect(run([{ type: 'load' }, { type: 'loadFailed' }])).toMatchObject({
      status: 'READY',
      outcome: 'ERROR',
    });
  });

  it('keeps a status per step: pre-upload, upload, success or error', () => {
    const state = run([
      { type: 'preUpload', kind: 'ID' },
      { type: 'uploadStarted', kind: 'ID' },
      { type: 'preUpload', kind: 'POP' },
      { type: 'uploadStarted', kind: 'POP' },
      { type: 'uploadFailed', kind: 'POP' },
      { type: 'uploadSucceeded', kind: 'ID' },
    ]);
    expect(state.steps).toEqual({ ID: 'SUCCESS', POP: 'ERROR' });
  });

  it('keeps the chosen proof of address while the player is on that step, and forgets it after', () => {
    const selecting = run([
      { type: 'loaded', kycStatus: 'NOT_VERIFIED', id: 'UNDER_REVIEW', address: 'UNREQUESTED' },
      { type: 'selectPoaDocumentType', code: 'UB' },
    ]);
    expect(selecting).toMatchObject({ outcome: 'SELECT_POA_DOCUMENT_TYPE', poaDocumentType: 'UB' });
    expect(
      run(
        [{ type: 'loaded', kycStatus: 'NOT_VERIFIED', id: 'UNDER_REVIEW', address: 'REQUESTED' }],
        selecting,
      ).poaDocumentType,
    ).toBe('UB');
    expect(
      run([{ type: 'loaded', kycStatus: 'PENDING', id: 'UNDER_REVIEW', address: 'UNDER_REVIEW' }], selecting),
    ).toMatchObject({ outcome: 'UPLOADED', poaDocumentType: null });
  });

  it('moves on when a review arrives: UPLOADED becomes SUCCESS', () => {
    const uploaded = run([
      { type: 'loaded', kycStatus: 'PENDING', id: 'UNDER_REVIEW', address: 'UNDER_REVIEW' },
    ]);
    expect(
      run([{ type: 'loaded', kycStatus: 'FULLY VERIFIED', id: 'VERIFIED', address: 'VERIFIED' }], uploaded)
        .outcome,
    ).toBe('SUCCESS');
  });

  it('clear resets everything', () => {
    const busy = run([
      { type: 'load' },
      { type: 'loaded', kycStatus: 'NOT_VERIFIED', id: 'REQUESTED', address: 'REQUESTED' },
      { type: 'uploadStarted', kind: 'ID' },
    ]);
    expect(run([{ type: 'clear' }], busy)).toEqual(initialVerificationFlow);
  });
});
