import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import {
  questionnaireAnswerSchema,
  questionnaireOptionSchema,
  salaryRangesSchema,
  type QuestionnaireAnswer,
  type QuestionnaireAnswerRequest,
  type QuestionnaireOption,
  type SalaryRanges,
} from '@casino/shared/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@casino/shared-modules/zod';
import { KYC_QUERY_KEY } from './documents';

/** `GET /player/salary-range`: the salary ranges the questionnaire offers (minor units of `currency`). */
export async function getSalaryRanges(http: MountProps['http']): Promise<SalaryRanges> {
  const { data } = await http.get<unknown>('/player/salary-range');
  return salaryRangesSchema.parse(data);
}

export function useSalaryRanges() {
  const { http } = usePlatform();
  return useQuery(
    queryOptions({ queryKey: [...KYC_QUERY_KEY, 'salary-ranges'], queryFn: () => getSalaryRanges(http) }),
  );
}

/** `GET /player/questionnaire/answer`: the questionnaire's status and the answer given (null before one). */
export async function getQuestionnaireAnswer(http: MountProps['http']): Promise<QuestionnaireAnswer> {
  const { data } = await http.get<unknown>('/player/questionnaire/answer');
  return questionnaireAnswerSchema.parse(data);
}

export function getQuestionnaireAnswerQueryOptions(http: MountProps['http']) {
  return queryOptions({
    queryKey: [...KYC_QUERY_KEY, 'questionnaire'],
    queryFn: () => getQuestionnaireAnswer(http),
    staleTime: 0,
  });
}

export function useQuestionnaireAnswer() {
  const { http } = usePlatform();
  return useQuery(getQuestionnaireAnswerQueryOptions(http));
}

/** `POST /player/questionnaire/answer` (spec 001 §5 rules checked before): the questionnaire goes UNDER_REVIEW. */
export async function answerQuestionnaire(
  http: MountProps['http'],
  body: QuestionnaireAnswerRequest,
): Promise<QuestionnaireAnswer> {
  const { data } = await http.post<unknown>('/player/questionnaire/answer', body);
  return questionnaireAnswerSchema.parse(data);
}

export function useAnswerQuestionnaire() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionnaireAnswerRequest) => answerQuestionnaire(http, body),
    onSuccess: (answer) =>
      queryClient.setQueryData(getQuestionnaireAnswerQueryOptions(http).queryKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY }),
  });
}

/** The content service's lists of the questionnaire (spec 000 §3, spec 001 §3 supporting lists). */
export type QuestionnaireList = 'occupation' | 'sourceOfFunds';

const optionsSchema = z.array(questionnaireOptionSchema);

/** The GROQ of one list, in the content's order. */
export const QUESTIONNAIRE_OPTIONS_QUERY = '*[_type == $list] | order(order asc){ value, label, order }';

/** A content list of occupations or sources of funds (`value` is what is sent; `Other` takes free text). */
export function useQuestionnaireOptions(list: QuestionnaireList) {
  const { content } = usePlatform();
  return useQuery(
    queryOptions({
      queryKey: ['content', 'questionnaire', list],
      queryFn: async (): Promise<QuestionnaireOption[]> =>
        optionsSchema.parse(await content.fetch<unknown>(QUESTIONNAIRE_OPTIONS_QUERY, { list })),
    }),
  );
}
