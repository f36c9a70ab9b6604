import { QUESTIONNAIRE_OTHER, type QuestionnaireAnswerRequest } from '@casino/shared/wire';
import { z } from '@casino/shared-modules/zod';

/** Free-text bounds: the platform's (`questionnaireAnswerRequestSchema`). */
const OTHER_MAX = 200;
const PLACE_MAX = 100;

/**
 * The EDD questionnaire as the form holds it (spec 001 §3, §5): select values are strings, the salary
 * range its id as text. Valid when occupation is non-empty, the salary range above 0 and the source of
 * funds non-empty; Other (the value `Other`) needs its free text. Messages are keys of `account`.
 */
export const eddFormSchema = z
  .object({
    occupation: z.string().check(z.minLength(1, 'kyc.edd.errors.occupationRequired')),
    otherOccupation: z.string().check(z.trim(), z.maxLength(OTHER_MAX, 'kyc.edd.errors.otherTooLong')),
    salaryRangeId: z
      .string()
      .check(z.refine((value) => Number(value) > 0, 'kyc.edd.errors.salaryRangeRequired')),
    sourceOfFunds: z.string().check(z.minLength(1, 'kyc.edd.errors.sourceOfFundsRequired')),
    otherSourceOfFunds: z.string().check(z.trim(), z.maxLength(OTHER_MAX, 'kyc.edd.errors.otherTooLong')),
    placeOfBirth: z.string().check(z.trim(), z.maxLength(PLACE_MAX, 'kyc.edd.errors.placeTooLong')),
    nationality: z.string().check(z.trim(), z.maxLength(PLACE_MAX, 'kyc.edd.errors.placeTooLong')),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.occupation === QUESTIONNAIRE_OTHER && !values.otherOccupation) {
        context.addIssue({
          code: 'custom',
          path: ['otherOccupation'],
          message: 'kyc.edd.errors.otherOccupationRequired',
        });
      }
      if (values.sourceOfFunds === QUESTIONNAIRE_OTHER && !values.otherSourceOfFunds) {
        context.addIssue({
          code: 'custom',
          path: ['otherSourceOfFunds'],
          message: 'kyc.edd.errors.otherSourceOfFundsRequired',
        });
      }
    }),
  );

/** The form's values. */
export type EddFormValues = z.infer<typeof eddFormSchema>;

export const emptyEddForm: EddFormValues = {
  occupation: '',
  otherOccupation: '',
  salaryRangeId: '',
  sourceOfFunds: '',
  otherSourceOfFunds: '',
  placeOfBirth: '',
  nationality: '',
};

/** `POST /player/questionnaire/answer`'s body: the Other texts only with Other, empty optional fields left out. */
export function toQuestionnaireAnswer(values: EddFormValues): QuestionnaireAnswerRequest {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    occupation: values.occupation,
    otherOccupation: values.occupation === QUESTIONNAIRE_OTHER ? optional(values.otherOccupation) : undefined,
    salaryRangeId: Number(values.salaryRangeId),
    sourceOfFunds: values.sourceOfFunds,
    otherSourceOfFunds:
      values.sourceOfFunds === QUESTIONNAIRE_OTHER ? optional(values.otherSourceOfFunds) : undefined,
    placeOfBirth: optional(values.placeOfBirth),
    nationality: optional(values.nationality),
  };
}

/** The platform's field names (`validationErrors[].field`) and the form's: the same. */
export const EDD_FIELD_NAMES = {
  occupation: 'occupation',
  otherOccupation: 'otherOccupation',
  salaryRangeId: 'salaryRangeId',
  sourceOfFunds: 'sourceOfFunds',
  otherSourceOfFunds: 'otherSourceOfFunds',
  placeOfBirth: 'placeOfBirth',
  nationality: 'nationality',
} as const satisfies Record<string, keyof EddFormValues>;
