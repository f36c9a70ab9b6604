import { normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, ErrorState, Muted } from '@casino/shared/ui';
import { QUESTIONNAIRE_OTHER, type QuestionnaireOption, type SalaryRanges } from '@casino/shared/wire';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField, TextField } from '../../../components/form-field';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { LoadingLine, SuccessNote } from '../../../components/status-note';
import { applyFieldErrors } from '../../../lib/field-errors';
import {
  useAnswerQuestionnaire,
  useQuestionnaireAnswer,
  useQuestionnaireOptions,
  useSalaryRanges,
} from '../api/questionnaire';
import {
  EDD_FIELD_NAMES,
  eddFormSchema,
  emptyEddForm,
  toQuestionnaireAnswer,
  type EddFormValues,
} from '../lib/edd-form';

/**
 * The EDD questionnaire (spec 001 §3, §5): occupation and source of funds from the content lists, each
 * with Other and its free text, the salary range from `GET /player/salary-range`, place of birth and
 * nationality. Answered, it is under review; verified, it is done.
 */
export function EddQuestionnaire() {
  const { t } = useTranslation('account');
  const answer = useQuestionnaireAnswer();
  const occupations = useQuestionnaireOptions('occupation');
  const sources = useQuestionnaireOptions('sourceOfFunds');
  const salaries = useSalaryRanges();
  const queries = [answer, occupations, sources, salaries];
  const failed = queries.find((query) => query.isError);

  if (failed)
    return (
      <ErrorState
        namespace="account"
        onRetry={() => queries.forEach((query) => query.isError && void query.refetch())}
        retrying={queries.some((query) => query.isFetching)}
      />
    );
  if (!answer.data || !occupations.data || !sources.data || !salaries.data)
    return <LoadingLine>{t('kyc.edd.loading')}</LoadingLine>;
  if (answer.data.documentStatus === 'UNDER_REVIEW') return <Muted>{t('kyc.edd.underReview')}</Muted>;
  if (answer.data.documentStatus === 'VERIFIED') return <Muted>{t('kyc.edd.verified')}</Muted>;
  return <EddForm occupations={occupations.data} sources={sources.data} salaries={salaries.data} />;
}

interface EddFormProps {
  occupations: QuestionnaireOption[];
  sources: QuestionnaireOption[];
  salaries: SalaryRanges;
}

function EddForm({ occupations, sources, salaries }: EddFormProps) {
  const { t } = useTranslation('account');
  const submit = useAnswerQuestionnaire();
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<EddFormValues>({
    resolver: zodResolver(eddFormSchema),
    defaultValues: emptyEddForm,
    mode: 'onTouched',
  });
  const [occupation, sourceOfFunds] = useWatch({ control, name: ['occupation', 'sourceOfFunds'] });

  const onSubmit = async (values: EddFormValues) => {
    setProblem(null);
    try {
      await submit.mutateAsync(toQuestionnaireAnswer(values));
      setSent(true);
    } catch (error) {
      const platformError = normalisePlatformError(error);
      const unmatched = applyFieldErrors(platformError, setError, EDD_FIELD_NAMES);
      const offline = platformError.kind === 'network' || platformError.kind === 'timeout';
      const key =
        platformError.fieldErrors.length > 0
          ? 'form.errors.fields'
          : offline
            ? 'errors.network'
            : 'kyc.edd.errors.unhandled';
      setProblem({ key, unmatched });
    }
  };

  if (sent) return <SuccessNote>{t('kyc.edd.sent')}</SuccessNote>;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Muted>{t('kyc.edd.intro')}</Muted>
      <FormProblem problem={problem} />
      <Grid>
        <SelectField
          id="edd-occupation"
          label={t('kyc.edd.occupation')}
          error={errors.occupation}
          {...register('occupation')}
        >
          <option value="">{t('kyc.upload.choose')}</option>
          {occupations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value === QUESTIONNAIRE_OTHER ? t('kyc.edd.other') : option.label}
            </option>
          ))}
        </SelectField>
        {occupation === QUESTIONNAIRE_OTHER && (
          <TextField
            id="edd-other-occupation"
            label={t('kyc.edd.otherOccupation')}
            maxLength={200}
            error={errors.otherOccupation}
            {...register('otherOccupation')}
          />
        )}
        <SelectField
          id="edd-salary"
          label={t('kyc.edd.salaryRange')}
          error={errors.salaryRangeId}
          {...register('salaryRangeId')}
        >
          <option value="">{t('kyc.upload.choose')}</option>
          {salaries.salaryRanges.map((range) => (
            <option key={range.id} value={String(range.id)}>
              {range.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="edd-source"
          label={t('kyc.edd.sourceOfFunds')}
          error={errors.sourceOfFunds}
          {...register('sourceOfFunds')}
        >
          <option value="">{t('kyc.upload.choose')}</option>
          {sources.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value === QUESTIONNAIRE_OTHER ? t('kyc.edd.other') : option.label}
            </option>
          ))}
        </SelectField>
        {sourceOfFunds === QUESTIONNAIRE_OTHER && (
          <TextField
            id="edd-other-source"
            label={t('kyc.edd.otherSourceOfFunds')}
            maxLength={200}
            error={errors.otherSourceOfFunds}
            {...register('otherSourceOfFunds')}
          />
        )}
        <TextField
          id="edd-place-of-birth"
          label={t('kyc.edd.placeOfBirth')}
          autoComplete="off"
          maxLength={100}
          error={errors.placeOfBirth}
          {...register('placeOfBirth')}
        />
        <TextField
          id="edd-nationality"
          label={t('kyc.edd.nationality')}
          maxLength={100}
          error={errors.nationality}
          {...register('nationality')}
        />
      </Grid>
      <BusyButton type="submit" block busy={isSubmitting} busyLabel={t('kyc.edd.sending')}>
        {t('kyc.edd.submit')}
      </BusyButton>
    </form>
  );
}

const Grid = styled.div`
  display: grid;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space(4)};
  }
`;
