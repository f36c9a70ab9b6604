import { useBusState, usePlatform } from '@casino/shared/parcel';
import { ErrorState } from '@casino/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountScreen, Section } from '../../../components/account-screen';
import { LoadingLine, SuccessNote } from '../../../components/status-note';
import { FormAlert } from '../../../components/ui';
import { KYC_QUERY_KEY, useDocuments, useDocumentsVerification } from '../api/documents';
import { allDocuments, isKycNeeded } from '../lib/kyc-needed';
import {
  entryPointOf,
  initialKycNotification,
  isCashierEntry,
  kycNotificationReducer,
} from '../lib/kyc-notification';
import { initialVerificationFlow, verificationFlowReducer } from '../lib/verification-flow';
import { DocumentList } from './document-list';
import { DocumentUploadForm } from './document-upload-form';
import { EddQuestionnaire } from './edd-questionnaire';
import { ID_SCAN_PARAM } from './id-scan-button';
import { KycNotice } from './kyc-notice';
import { VerificationSteps } from './verification-steps';

/**
 * `/my-account/account/verification` (spec 001 §3 Verification, §4 Verification flow; issue 15): the
 * player's KYC level, the ID and proof-of-address steps, the other documents asked for with their statuses
 * and rejection reasons, the EDD questionnaire when asked for, and a free "other document" upload.
 *
 * - `?entry=` names where the player came from (DEPOSIT_PAGE, DEPOSIT_MODAL, WITHDRAW, WITHDRAW_MODAL,
 *   ACCOUNT_PAGE): a player sent by the cashier gets the notification (NOTIFY, then UPLOADED) with the way back.
 * - `?idScan=SUCCESS|FAILED` is the ID-scan page's answer: said once, then dropped from the address.
 * - The page follows reviews live: when the bus's profile changes its `kycStatus` or
 *   `requestDocumentTypeStatus` (PLAYER_ATTRIBUTE_CHANGE, merged by the host), the documents are asked for again.
 * - KYC not needed (NOT_REQUIRED, or NOT_VERIFIED with every document UNREQUESTED) says so.
 */
export function VerificationPage() {
  const { t } = useTranslation('account');
  const { bus } = usePlatform();
  const location = useBusState('location');
  const profile = useBusState('profile');
  const queryClient = useQueryClient();
  const documents = useDocuments();
  const verification = useDocumentsVerification();
  const [flow, dispatchFlow] = useReducer(verificationFlowReducer, initialVerificationFlow);
  const [notification, dispatchNotification] = useReducer(kycNotificationReducer, initialKycNotification);
  const [entryPoint] = useState(() => entryPointOf(location.search));
  const [idScan] = useState(() => new URLSearchParams(location.search).get(ID_SCAN_PARAM));
  const notified = useRef(false);

  // The scan's answer is said once: a reload or a shared link must not repeat it.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(ID_SCAN_PARAM)) return;
    params.delete(ID_SCAN_PARAM);
    const query = params.toString();
    bus.emit({ type: 'NAVIGATE', to: `${location.pathname}${query ? `?${query}` : ''}`, replace: true });
  }, [bus, location.pathname, location.search]);

  const reviewSignal = `${profile?.kycStatus ?? ''}|${profile?.requestDocumentTypeStatus ?? ''}`;
  const lastSignal = useRef(reviewSignal);
  useEffect(() => {
    if (lastSignal.current === reviewSignal) return;
    lastSignal.current = reviewSignal;
    void queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
  }, [queryClient, reviewSignal]);

  useEffect(() => dispatchFlow({ type: 'load' }), []);
  const loadFailed = documents.isError || verification.isError;
  useEffect(() => {
    if (loadFailed) dispatchFlow({ type: 'loadFailed' });
  }, [loadFailed]);
  const kycStatus = verification.data?.kycStatus;
  const idStatus = documents.data?.idDocument.documentStatus;
  const addressStatus = documents.data?.addressDocument.documentStatus;
  useEffect(() => {
    if (kycStatus && idStatus && addressStatus)
      dispatchFlow({ type: 'loaded', kycStatus, id: idStatus, address: addressStatus });
  }, [kycStatus, idStatus, addressStatus]);

  const needed =
    documents.data && verification.data
      ? isKycNeeded(
          verification.data.kycStatus,
          allDocuments(documents.data).map((document) => document.documentStatus),
        )
      : null;
  useEffect(() => {
    if (needed && !notified.current && isCashierEntry(entryPoint)) {
      notified.current = true;
      dispatchNotification({ type: 'notify', entryPoint });
    }
  }, [needed, entryPoint]);
  useEffect(() => {
    if (flow.outcome === 'SUCCESS' && notification.status === 'NOTIFY')
      dispatchNotification({ type: 'terminate' });
  }, [flow.outcome, notification.status]);

  const onUploaded = () => dispatchNotification({ type: 'uploaded' });
  const retry = () => {
    dispatchFlow({ type: 'load' });
    void queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
  };

  const listed = documents.data
    ? [
        documents.data.idDocument,
        documents.data.addressDocument,
        documents.data.sowDocument,
        ...documents.data.paymentDocument,
        ...documents.data.otherDocument,
      ].filter((document) => document.documentStatus !== 'UNREQUESTED')
    : [];
  const eddAsked = documents.data && documents.data.eddQuestionnaire.documentStatus !== 'UNREQUESTED';

  return (
    <AccountScreen
      title={t('kyc.title')}
      intro={
        verification.data
          ? t('kyc.level', { level: t(`kyc.levels.${verification.data.kycStatus.replace(/ /g, '_')}`) })
          : t('kyc.intro')
      }
    >
      <KycNotice notification={notification} dispatch={dispatchNotification} />
      {idScan === 'SUCCESS' && <SuccessNote>{t('kyc.scan.succeeded')}</SuccessNote>}
      {idScan === 'FAILED' && (
        <FormAlert role="alert">
          <p>{t('kyc.scan.failed')}</p>
        </FormAlert>
      )}
      {flow.outcome === 'ERROR' && (
        <Section>
          <ErrorState
            namespace="account"
            onRetry={retry}
            retrying={documents.isFetching || verification.isFetching}
          />
        </Section>
      )}
      {flow.outcome !== 'ERROR' && (!documents.data || !verification.data) && (
        <Section>
          <LoadingLine>{t('kyc.loading')}</LoadingLine>
        </Section>
      )}
      {documents.data && verification.data && flow.outcome && flow.outcome !== 'ERROR' && (
        <>
          {needed ? (
            <VerificationSteps
              flow={flow}
              documents={documents.data}
              dispatch={dispatchFlow}
              onUploaded={onUploaded}
            />
          ) : (
            <Section aria-labelledby="kyc-not-needed">
              <h2 id="kyc-not-needed">{t('kyc.notNeeded.title')}</h2>
              <Text>{t('kyc.notNeeded.text')}</Text>
            </Section>
          )}
          {eddAsked && (
            <Section aria-labelledby="kyc-edd-title">
              <h2 id="kyc-edd-title">{t('kyc.edd.title')}</h2>
              <EddQuestionnaire />
            </Section>
          )}
          {listed.length > 0 && (
            <Section aria-labelledby="kyc-documents-title">
              <h2 id="kyc-documents-title">{t('kyc.documents.title')}</h2>
              <DocumentList documents={listed} onUploaded={onUploaded} />
            </Section>
          )}
          <Section aria-labelledby="kyc-other-title">
            <h2 id="kyc-other-title">{t('kyc.other.title')}</h2>
            <Text>{t('kyc.other.text')}</Text>
            <DocumentUploadForm
              documentType="OTHER"
              idPrefix="kyc-other"
              documentName={t('kyc.types.OTHER')}
              subType={{ kind: 'text', label: t('kyc.upload.description') }}
              submitLabel={t('kyc.other.submit')}
              onStep={dispatchFlow}
              onUploaded={onUploaded}
            />
          </Section>
        </>
      )}
    </AccountScreen>
  );
}

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;
