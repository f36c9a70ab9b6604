import { imageAddressOf, useResponsiveImage } from '@casino/shared/ui';
import styled from 'styled-components';

/**
 * The picture at the top of a content page: the content's wide image, with its square crop
 * (`?device=mobile`, the sandbox's and the content service's convention) on a phone; decorative. None when
 * the content's address is not a web address or site path (`imageAddressOf`, issue 21 point 3).
 */
export function PageHero({ image }: { image: string }) {
  const checked = imageAddressOf(image);
  return checked ? <HeroImage image={checked} /> : null;
}

function HeroImage({ image }: { image: string }) {
  const mobile = `${image}${image.includes('?') ? '&' : '?'}device=mobile`;
  const ref = useResponsiveImage({ src: image, srcSet: `${mobile} 600w, ${image} 1200w`, sizes: '(max-width: 767px) 100vw, 1200px' });
  return <Hero ref={ref} alt="" width={1200} height={400} fetchPriority="high" />;
}

const Hero = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
`;
