import { questionnaireAnswerRequestSchema } from '@casino/shared/wire';
import { eddFormSchema, emptyEddForm, toQuestionnaireAnswer, type EddFormValues } from './edd-form';

const valid: EddFormValues = {
  ...emptyEddForm,
  occupation: 'Engineer',
  salaryRangeId: '2',
  sourceOfFunds: 'Salary',
};
const problems = (values: EddFormValues) =>
  eddFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('eddFormSchema (spec 001 §5 EDD validation)', () => {
  it('takes an occupation, a salary range above 0 and a source of funds', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('needs all three', () => {
    expect(problems(emptyEddForm)).toEqual([
      ['occupation', 'kyc.edd.errors.occupationRequired'],
      ['salaryRangeId', 'kyc.edd.errors.salaryRangeRequired'],
      ['sourceOfFunds', 'kyc.edd.errors.sourceOfFundsRequired'],
    ]);
    expect(problems({ ...valid, salaryRangeId: '0' })).toEqual([
      ['salaryRangeId', 'kyc.edd.errors.salaryRangeRequired'],
    ]);
  });

  it('needs the free text of each Other, and only then', () => {
    expect(problems({ ...valid, occupation: 'Other', sourceOfFunds: 'Other' })).toEqual([
      ['otherOccupation', 'kyc.edd.errors.otherOccupationRequired'],
      ['otherSourceOfFunds', 'kyc.edd.errors.otherSourceOfFundsRequired'],
    ]);
    expect(problems({ ...valid, occupation: 'Other', otherOccupation: '   ' })).toEqual([
      ['otherOccupation', 'kyc.edd.errors.otherOccupationRequired'],
    ]);
    expect(problems({ ...valid, occupation: 'Other', otherOccupation: 'Falconer' })).toEqual([]);
  });

  it('bounds the free texts as the platform does', () => {
    expect(problems({ ...valid, occupation: 'Other', otherOccupation: 'x'.repeat(201) })).toEqual([
      ['otherOccupation', 'kyc.edd.errors.otherTooLong'],
    ]);
    expect(problems({ ...valid, placeOfBirth: 'x'.repeat(101) })).toEqual([
      ['placeOfBirth', 'kyc.edd.errors.placeTooLong'],
    ]);
  });
});

describe('toQuestionnaireAnswer', () => {
  it('sends the Other texts with Other only, and leaves empty optional fields out', () => {
    const answer = toQuestionnaireAnswer({
      ...valid,
      otherOccupation: 'left over',
      sourceOfFunds: 'Other',
      otherSourceOfFunds: ' Lottery ',
      nationality: 'FI',
    });
    expect(answer).toEqual({
      occupation: 'Engineer',
      otherOccupation: undefined,
      salaryRangeId: 2,
      sourceOfFunds: 'Other',
      otherSourceOfFunds: 'Lottery',
      placeOfBirth: undefined,
      nationality: 'FI',
    });
    expect(questionnaireAnswerRequestSchema.safeParse(answer).success).toBe(true);
  });
});
