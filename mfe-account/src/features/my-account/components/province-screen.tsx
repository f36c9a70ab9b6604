import { normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, ErrorState, Muted } from '@casino/shared/ui';
import type { Provinces } from '@casino/shared/wire';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountScreen, Section } from '../../../components/account-screen';
import { SelectField } from '../../../components/form-field';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { LoadingLine, SuccessNote } from '../../../components/status-note';
import { useProvinces, useUpdateProvince } from '../api/province';
import { accountErrorKey } from '../lib/account-error';

/**
 * `/my-account/account/province` (spec 000 §2 province screen, §3 Canadian provinces): the provinces of the
 * player's country (`GET /player/province`); a country without them says so.
 */
export function ProvinceScreen() {
  const { t } = useTranslation('account');
  const provinces = useProvinces();
  return (
    <AccountScreen title={t('details.province.title')} back>
      <Section>
        {provinces.isPending && <LoadingLine>{t('details.loading')}</LoadingLine>}
        {provinces.isError && (
          <ErrorState
            namespace="account"
            onRetry={() => void provinces.refetch()}
            retrying={provinces.isFetching}
          />
        )}
        {provinces.data &&
          (provinces.data.provinces.length === 0 ? (
            <Muted>{t('details.province.none')}</Muted>
          ) : (
            <ProvinceForm provinces={provinces.data} />
          ))}
      </Section>
    </AccountScreen>
  );
}

/** The province picker, sent as `POST /player/province`; the choice stays after an error. */
function ProvinceForm({ provinces }: { provinces: Provinces }) {
  const { t } = useTranslation('account');
  const update = useUpdateProvince();
  const [provinceCode, setProvinceCode] = useState(provinces.provinceCode ?? '');
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const [saved, setSaved] = useState(false);
  const [missing, setMissing] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    setMissing(!provinceCode);
    if (!provinceCode) return;
    try {
      await update.mutateAsync({ provinceCode });
      setSaved(true);
    } catch (error) {
      const platformError = normalisePlatformError(error);
      setProblem({ key: accountErrorKey(platformError), unmatched: platformError.fieldErrors });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormProblem problem={problem} />
      {saved && <SuccessNote>{t('details.province.saved')}</SuccessNote>}
      <SelectField
        id="province"
        label={t('details.province.label')}
        value={provinceCode}
        onChange={(event) => setProvinceCode(event.target.value)}
        error={missing ? { type: 'required', message: 'details.province.required' } : undefined}
      >
        <option value="">{t('details.province.choose')}</option>
        {provinces.provinces.map((province) => (
          <option key={province.code} value={province.code}>
            {province.label}
          </option>
        ))}
      </SelectField>
      <BusyButton type="submit" block busy={update.isPending} busyLabel={t('form.saving')}>
        {t('details.province.submit')}
      </BusyButton>
    </form>
  );
}
