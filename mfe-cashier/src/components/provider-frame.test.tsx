import { screen } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { ProviderFrame } from './provider-frame';

describe('ProviderFrame', () => {
  it('gives the payment page scripts, forms and windows on its own origin, never the site’s navigation (issue 21 point 2)', () => {
    renderApp(<ProviderFrame src="https://pay.psp.example/pay/R-1" title="Payment" />);
    const frame = screen.getByTitle('Payment');
    expect(frame).toHaveAttribute('src', 'https://pay.psp.example/pay/R-1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame).toHaveAttribute('allow', 'payment');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });
});
