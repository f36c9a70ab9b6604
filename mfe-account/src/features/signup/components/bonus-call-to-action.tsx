import { imageAddressOf } from '@casino/shared/ui';
import type { RegistrationPage } from '@casino/shared/wire';
import styled from 'styled-components';

/**
 * The market's bonus call-to-action from the registration page in content (spec 001 §3: title,
 * description, iconUrl, bannerImg). The images are decoration: the title and description say it all, and an
 * address that is not a web address or site path shows none (`imageAddressOf`, issue 21 point 3).
 */
export function BonusCallToAction({ page }: { page: RegistrationPage }) {
  const banner = imageAddressOf(page.bannerImg);
  const icon = imageAddressOf(page.iconUrl);
  return (
    <Offer aria-label={page.title}>
      {banner ? <Banner src={banner} alt="" /> : null}
      <Text>
        {icon ? <img src={icon} alt="" width={48} height={48} /> : null}
        <div>
          <strong>{page.title}</strong>
          <p>{page.description}</p>
        </div>
      </Text>
    </Offer>
  );
}

const Offer = styled.section`
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Banner = styled.img`
  display: block;
  width: 100%;
  height: 96px;
  object-fit: cover;
`;

const Text = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};

  img {
    flex: none;
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  strong {
    font-size: 1.125rem;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
