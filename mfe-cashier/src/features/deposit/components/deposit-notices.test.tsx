import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { KycNotice, LimitNotice } from './deposit-notices';

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

describe('LimitNotice (issue 16)', () => {
  const path = '/en-UN/my-account/banking/deposit';
  it('names the balance limit and what may still be paid in, with no reset (a balance limit has no period)', () => {
    renderApp(<LimitNotice flow={{ limitLeft: 20_00, limitType: 'BALANCE', resetOn: null }} currency="EUR" onChangeAmount={() => undefined} />, { basePath: path, path });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Your balance limit does not allow this deposit.');
    expect(notice).toHaveTextContent('You can still deposit €20.00.');
    expect(notice).not.toHaveTextContent('starts again');
  });

  it('sends a player whose market needs a limit first to the limits page', () => {
    renderApp(<LimitNotice flow={{ limitLeft: 0, limitType: null, resetOn: null, limitRequired: true }} currency="EUR" onChangeAmount={() => undefined} />, { basePath: path, path });
    expect(screen.getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute('href', '/en-UN/my-account/gambling-limits');
  });
});
