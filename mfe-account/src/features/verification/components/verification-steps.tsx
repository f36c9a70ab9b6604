import { ADDRESS_DOCUMENT_CODES, ID_DOCUMENT_CODES, type PlayerDocuments } from '@casino/shared/wire';
import { useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from '../../../components/account-screen';
import { Choice, Choices } from '../../../components/ui';
import type { VerificationFlowAction, VerificationFlowState } from '../lib/verification-flow';
import { DocumentUploadForm } from './document-upload-form';
import { IdScanButton } from './id-scan-button';
import { StatusBadge } from './status-badge';

export interface VerificationStepsProps {
  flow: VerificationFlowState;
  documents: PlayerDocuments;
  dispatch: Dispatch<VerificationFlowAction>;
  /** After a document was taken (the notification turns to UPLOADED). */
  onUploaded: () => void;
}

/**
 * The verification flow of spec 001 §4 for the ID and the proof of address: the two steps with their
 * statuses, and what the outcome asks for: the ID (a photo or the ID scan), the kind of proof of address
 * then its file, a wait while they are reviewed, or the success. The current step's heading takes the
 * focus when the outcome moves on (after an upload or a review).
 */
export function VerificationSteps({ flow, documents, dispatch, onUploaded }: VerificationStepsProps) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(flow.outcome);
  useEffect(() => {
    if (shown.current !== flow.outcome && shown.current !== null) heading.current?.focus();
    shown.current = flow.outcome;
  }, [flow.outcome]);

  return (
    <Section aria-labelledby="kyc-steps-title">
      <h2 id="kyc-steps-title">{t('kyc.steps.title')}</h2>
      <Steps>
        <li aria-current={flow.outcome === 'UPLOAD_ID' ? 'step' : undefined}>
          <span>{t('kyc.steps.idStep')}</span>
          <StatusBadge status={documents.idDocument.documentStatus} />
        </li>
        <li aria-current={flow.outcome === 'SELECT_POA_DOCUMENT_TYPE' ? 'step' : undefined}>
          <span>{t('kyc.steps.addressStep')}</span>
          <StatusBadge status={documents.addressDocument.documentStatus} />
        </li>
      </Steps>

      {flow.outcome === 'UPLOAD_ID' && (
        <Step>
          <h3 ref={heading} tabIndex={-1}>
            {t('kyc.steps.uploadId.title')}
          </h3>
          <p>{t('kyc.steps.uploadId.text')}</p>
          <DocumentUploadForm
            documentType="PROOF_OF_ID"
            idPrefix="kyc-id"
            documentName={t('kyc.types.PROOF_OF_ID')}
            subType={{
              kind: 'list',
              required: false,
              label: t('kyc.upload.idKind'),
              options: ID_DOCUMENT_CODES.map((code) => ({ value: code, label: t(`kyc.codes.id.${code}`) })),
            }}
            submitLabel={t('kyc.steps.uploadId.submit')}
            onStep={dispatch}
            onUploaded={onUploaded}
          />
          <Or>{t('kyc.steps.or')}</Or>
          <IdScanButton />
        </Step>
      )}

      {flow.outcome === 'SELECT_POA_DOCUMENT_TYPE' && (
        <Step>
          <h3 ref={heading} tabIndex={-1}>
            {t('kyc.steps.poa.title')}
          </h3>
          <p>{t('kyc.steps.poa.text')}</p>
          <Choices>
            <legend>{t('kyc.steps.poa.legend')}</legend>
            {ADDRESS_DOCUMENT_CODES.map((code) => (
              <Choice key={code}>
                <input
                  type="radio"
                  id={`poa-${code}`}
                  name="poa-document-type"
                  value={code}
                  checked={flow.poaDocumentType === code}
                  onChange={() => dispatch({ type: 'selectPoaDocumentType', code })}
                />
                <label htmlFor={`poa-${code}`}>{t(`kyc.codes.address.${code}`)}</label>
              </Choice>
            ))}
          </Choices>
          {flow.poaDocumentType && (
            <DocumentUploadForm
              key={flow.poaDocumentType}
              documentType="PROOF_OF_ADDRESS"
              idPrefix="kyc-poa"
              documentName={t(`kyc.codes.address.${flow.poaDocumentType}`)}
              subType={{ kind: 'fixed', value: flow.poaDocumentType }}
              submitLabel={t('kyc.steps.poa.submit', {
                document: t(`kyc.codes.address.${flow.poaDocumentType}`),
              })}
              onStep={dispatch}
              onUploaded={onUploaded}
            />
          )}
        </Step>
      )}

      {flow.outcome === 'UPLOADED' && (
        <Step>
          <h3 ref={heading} tabIndex={-1}>
            {t('kyc.steps.uploaded.title')}
          </h3>
          <p>{t('kyc.steps.uploaded.text')}</p>
        </Step>
      )}

      {flow.outcome === 'SUCCESS' && (
        <Step $done>
          <h3 ref={heading} tabIndex={-1}>
            {t('kyc.steps.success.title')}
          </h3>
          <p>{t('kyc.steps.success.text')}</p>
        </Step>
      )}
    </Section>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    counter-increment: step;
  }

  li span:first-child::before {
    content: counter(step) '. ';
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Step = styled.div<{ $done?: boolean }>`
  padding-top: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
    color: ${({ theme, $done }) => ($done ? theme.colors.positive : theme.colors.text)};
  }

  h3:focus {
    outline: none;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.5;
  }
`;

const Or = styled.p`
  text-align: center;
  margin: ${({ theme }) => theme.space(4)} 0 !important;
`;
