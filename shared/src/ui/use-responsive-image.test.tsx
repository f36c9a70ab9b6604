import { render } from '@testing-library/react';
import { useResponsiveImage, type ResponsiveImageSources } from './use-responsive-image';

function Thumbnail(props: ResponsiveImageSources) {
  return <img ref={useResponsiveImage(props)} alt="" width={200} height={200} />;
}

const sources = { src: '/a@1x.webp', srcSet: '/a@1x.webp 200w, /a@2x.webp 400w', sizes: '200px' };

describe('useResponsiveImage', () => {
  it('gives the image its sources once it is in the page', () => {
    const { container } = render(<Thumbnail {...sources} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/a@1x.webp');
    expect(image).toHaveAttribute('srcset', '/a@1x.webp 200w, /a@2x.webp 400w');
    expect(image).toHaveAttribute('sizes', '200px');
  });

  it('follows new sources', () => {
    const { container, rerender } = render(<Thumbnail {...sources} />);
    rerender(<Thumbnail src="/b@1x.webp" srcSet="/b@1x.webp 200w" sizes="100px" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/b@1x.webp');
    expect(image).toHaveAttribute('srcset', '/b@1x.webp 200w');
    expect(image).toHaveAttribute('sizes', '100px');
  });

  it('takes srcset, sizes and src away when React removes the image', () => {
    const { container, unmount } = render(<Thumbnail {...sources} />);
    const image = container.querySelector('img') as HTMLImageElement;
    unmount();
    expect(image.isConnected).toBe(false);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).not.toHaveAttribute('src');
  });
});
