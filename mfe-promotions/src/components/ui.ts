import styled from 'styled-components';

/** The content width of a promotions page inside the shared `Page`. */
export const Column = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '760px' : '1200px')};
  margin: 0 auto;
`;
