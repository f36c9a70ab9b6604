import { PAYMENT_METHODS, SOURCE_OF_WEALTH_CODES, type PlayerDocument } from '@casino/shared/wire';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';
import type { UploadType } from '../lib/verification-flow';
import { DocumentUploadForm, type SubTypeChoice } from './document-upload-form';
import { StatusBadge } from './status-badge';

/** The spec 001 §3 rejection reasons this page words (and the ID scan's failure); any other is said with its code. */
const KNOWN_REJECTIONS = new Set([
  'ID_SCAN_FAILED',
  'BAD_QUALITY',
  'ID_EXPIRED',
  'ID_NAME_MISMATCH',
  'POA_ADDRESS_MISMATCH',
  'POP_CARD_NUMBERS_NOT_VISIBLE',
  'REJECTED_DUE_TO_MASKED_INFO',
  'SCREENSHOT_NOT_ORIGINAL_DOCUMENT',
]);

/** The words of a document's `subType`: the code's name in its list, a payment method's name, or free text. */
export function subTypeLabel(
  t: TFunction,
  document: Pick<PlayerDocument, 'documentType' | 'subType'>,
): string | null {
  const { documentType, subType } = document;
  if (!subType) return null;
  switch (documentType) {
    case 'PROOF_OF_ID':
      return t(`kyc.codes.id.${subType}`, { defaultValue: subType });
    case 'PROOF_OF_ADDRESS':
      return t(`kyc.codes.address.${subType}`, { defaultValue: subType });
    case 'SOURCE_OF_WEALTH':
      return t(`kyc.codes.sow.${subType}`, { defaultValue: subType });
    case 'PROOF_OF_PAYMENT':
      return t(`kyc.methods.${subType}`, { defaultValue: subType });
    default:
      return subType;
  }
}

/** A rejection reason in words (spec 001 §3, about 30 codes; the full list is not shown). */
export function rejectionText(t: TFunction, reason: string): string {
  return KNOWN_REJECTIONS.has(reason)
    ? t(`kyc.rejection.${reason}`)
    : t('kyc.rejection.other', { code: reason.replace(/_/g, ' ').toLowerCase() });
}

/** How a document still asked for takes its next file: ID and address go through the steps above. */
function uploadChoice(t: TFunction, document: PlayerDocument): SubTypeChoice | null {
  switch (document.documentType) {
    case 'PROOF_OF_PAYMENT':
      return document.subType && (PAYMENT_METHODS as readonly string[]).includes(document.subType)
        ? { kind: 'fixed', value: document.subType }
        : {
            kind: 'list',
            required: true,
            label: t('kyc.upload.method'),
            options: PAYMENT_METHODS.map((method) => ({ value: method, label: t(`kyc.methods.${method}`) })),
          };
    case 'SOURCE_OF_WEALTH':
      return {
        kind: 'list',
        required: true,
        label: t('kyc.upload.sowKind'),
        initial: document.subType ?? undefined,
        options: SOURCE_OF_WEALTH_CODES.map((code) => ({ value: code, label: t(`kyc.codes.sow.${code}`) })),
      };
    case 'OTHER':
      return document.subType
        ? { kind: 'fixed', value: document.subType }
        : { kind: 'text', label: t('kyc.upload.description') };
    default:
      return null;
  }
}

export interface DocumentListProps {
  documents: PlayerDocument[];
  onUploaded: () => void;
}

/**
 * The documents on the profile (spec 001 §3) that were asked for, sent or decided: type (and kind),
 * status, the last file and when it was sent, and the operator's rejection reason. A proof of payment,
 * source of wealth or other document still asked for takes its file here.
 */
export function DocumentList({ documents, onUploaded }: DocumentListProps) {
  const { t } = useTranslation('account');
  return (
    <List>
      {documents.map((document, index) => {
        const kind = subTypeLabel(t, document);
        const choice =
          document.documentStatus === 'REQUESTED' || document.documentStatus === 'EXPIRED'
            ? uploadChoice(t, document)
            : null;
        const name = `${t(`kyc.types.${document.documentType}`)}${kind ? ` · ${kind}` : ''}`;
        return (
          <Item key={document.documentId ?? `${document.documentType}-${index}`} aria-label={name}>
            <Head>
              <h3>{name}</h3>
              <StatusBadge status={document.documentStatus} />
            </Head>
            {document.fileName && document.uploadedAt && (
              <Line>
                {t('kyc.documents.sent', {
                  name: document.fileName,
                  date: formatDateTime(document.uploadedAt),
                })}
              </Line>
            )}
            {document.rejectionReason && document.documentStatus !== 'VERIFIED' && (
              <Rejected>
                {t('kyc.documents.rejected', { reason: rejectionText(t, document.rejectionReason) })}
              </Rejected>
            )}
            {choice && (
              <DocumentUploadForm
                documentType={document.documentType as UploadType}
                idPrefix={`kyc-doc-${index}`}
                documentName={name}
                subType={choice}
                submitLabel={t('kyc.documents.upload')}
                onUploaded={onUploaded}
              />
            )}
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};

  form {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
`;

const Line = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

const Rejected = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  line-height: 1.5;
`;
