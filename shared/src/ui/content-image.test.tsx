import { render } from '@testing-library/react';
import { ContentImage } from './content-image';

describe('ContentImage (issue 21 point 3)', () => {
  it('shows a web address or site path, with the image attributes given', () => {
    const { container } = render(<ContentImage address="/images/logo.png" alt="Skrill" width={48} height={32} loading="lazy" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/images/logo.png');
    expect(image).toHaveAttribute('alt', 'Skrill');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows nothing for a script, data or no address', () => {
    for (const address of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '', undefined]) {
      expect(render(<ContentImage address={address} />).container.querySelector('img')).toBeNull();
    }
  });
});
