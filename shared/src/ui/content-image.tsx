import type { ImgHTMLAttributes } from 'react';
import { imageAddressOf } from './image-address';

interface ContentImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The content's picture address, e.g. `https://cdn.example/logo.webp` or `/images/logo.png`. */
  address: string | null | undefined;
}

/**
 * A picture from content (a banner, a logo, a payment method's or a reward's image): an `<img>` of `address`
 * when `imageAddressOf` accepts it (a web address or site path), else nothing, never an image the page's
 * `img-src` policy would block and report (issue 21 point 3). Every other prop is the `<img>`'s; `alt` is
 * empty unless given (a decorative picture beside its own text). Styled with `styled(ContentImage)`.
 */
export function ContentImage({ address, alt = '', ...image }: ContentImageProps) {
  const src = imageAddressOf(address);
  return src ? <img src={src} alt={alt} {...image} /> : null;
}
