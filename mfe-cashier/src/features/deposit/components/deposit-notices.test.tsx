import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { KycNotice } from './deposit-notices';

describe('KycNotice (spec 001 §3 daysLeftToVerifyDocuments, verification entry points)', () => {
  it.each([
    ['DEPOSIT_MODAL', '/en-UN/deposit'],
    ['DEPOSIT_PAGE', '/en-UN/my-account/banking/deposit'],
  ] as const)('links to the verification page saying it came from %s', (entryPoint, path) => {
    renderApp(<KycNotice entryPoint={entryPoint} daysLeft={3} busy={false} onContinue={() => undefined} />, {
      basePath: path,
      path,
    });
    expect(screen.getByRole('link', { name: 'Send documents now' })).toHaveAttribute(
      'href',
      `/en-UN/my-account/account/verification?entry=${entryPoint}`,
    );
  });
});
