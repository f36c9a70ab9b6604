import { useBusState } from '@casino/shared/parcel';
import { BusyButton } from '@casino/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { useInitiateIdScan } from '../api/initiate-id-scan';

/** The query parameter the ID-scan page adds on its way back: `SUCCESS` or `FAILED`. */
export const ID_SCAN_PARAM = 'idScan';

/** The address to come back to: this page with its query, without a previous scan's result. */
function returnUrlOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ID_SCAN_PARAM);
  const query = params.toString();
  return `${window.location.origin}${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The ID-scan route (spec 001 §7 `/jumio/documents/initiate`): asks the platform for the scan page and
 * opens it in this tab; the scan page sends the player back here with the result.
 */
export function IdScanButton() {
  const { t } = useTranslation('account');
  const location = useBusState('location');
  const initiate = useInitiateIdScan();
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const start = async () => {
    setProblem(null);
    try {
      const scan = await initiate.mutateAsync({ returnUrl: returnUrlOf(location.pathname, location.search) });
      window.location.assign(scan.redirectUrl);
    } catch {
      setProblem({ key: 'kyc.scan.failedToStart', unmatched: [] });
    }
  };
  return (
    <>
      <FormProblem problem={problem} />
      <BusyButton
        type="button"
        variant="secondary"
        block
        busy={initiate.isPending}
        busyLabel={t('kyc.scan.starting')}
        onClick={() => void start()}
      >
        {t('kyc.scan.start')}
      </BusyButton>
    </>
  );
}
