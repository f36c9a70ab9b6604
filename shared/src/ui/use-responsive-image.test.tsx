import { render } from '@testing-library/react';
import { Activity } from 'react';
import { dropResponsiveImages, useResponsiveImage, type ResponsiveImageSources } from './use-responsive-image';

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

  it('takes srcset, sizes and src away when React removes the image', async () => {
    const { container, unmount } = render(<Thumbnail {...sources} />);
    const image = container.querySelector('img') as HTMLImageElement;
    unmount();
    expect(image.isConnected).toBe(false);
    await Promise.resolve();
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).not.toHaveAttribute('src');
  });

  it('keeps them on an image React hides (Activity) and does not write them again when shown', async () => {
    const { container, rerender } = render(
      <Activity mode="visible">
        <Thumbnail {...sources} />
      </Activity>,
    );
    const image = container.querySelector('img') as HTMLImageElement;
    const writes = jest.spyOn(image, 'setAttribute');
    rerender(
      <Activity mode="hidden">
        <Thumbnail {...sources} />
      </Activity>,
    );
    await Promise.resolve();
    expect(image.style.display).toBe('none');
    expect(image).toHaveAttribute('srcset', sources.srcSet);
    rerender(
      <Activity mode="visible">
        <Thumbnail {...sources} />
      </Activity>,
    );
    expect(image).toHaveAttribute('src', sources.src);
    expect(writes.mock.calls.filter(([name]) => ['src', 'srcset', 'sizes'].includes(name))).toEqual([]);
  });

  it('dropResponsiveImages takes the sources off every image of a tree', () => {
    const { container } = render(<Thumbnail {...sources} />);
    dropResponsiveImages(container);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
    expect(container.querySelector('img')).not.toHaveAttribute('src');
  });
});
