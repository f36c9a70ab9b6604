import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import {
  personalDetailsSchema,
  phoneSmsVerificationSchema,
  smsVerificationIdSchema,
  type PersonalDetails,
  type PhoneNumberUpdateRequest,
  type PhoneSmsRequest,
  type PhoneSmsVerificationRequest,
  type SmsVerificationId,
} from '@casino/shared/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getPersonalDetailsQueryOptions } from './get-personal-details';

/*
 * spec 001 §4 Phone change, §7: the code is asked for the new phone, typed in the popup, verified, and
 * the phone saved with the same verification id.
 */

/** `POST /player/phone_number/sms_request` `{ mobilePhone }`: sends the code; answers the verification id. */
export async function requestPhoneCode(
  http: MountProps['http'],
  body: PhoneSmsRequest,
): Promise<SmsVerificationId> {
  const { data } = await http.post<unknown>('/player/phone_number/sms_request', body);
  return smsVerificationIdSchema.parse(data);
}

/** `POST /player/phone_number/sms_verification` `{ smsVerificationId, code }`; then `POST /player/phone_number` saves the phone. */
export async function verifyAndSavePhone(
  http: MountProps['http'],
  verification: PhoneSmsVerificationRequest,
  mobilePhone: string,
): Promise<PersonalDetails> {
  const { data: verified } = await http.post<unknown>('/player/phone_number/sms_verification', verification);
  phoneSmsVerificationSchema.parse(verified);
  const body: PhoneNumberUpdateRequest = { mobilePhone, smsVerificationId: verification.smsVerificationId };
  const { data } = await http.post<unknown>('/player/phone_number', body);
  return personalDetailsSchema.parse(data);
}

export function useRequestPhoneCode() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: PhoneSmsRequest) => requestPhoneCode(http, body) });
}

/** The code check and the save; the personal details take the answer. */
export function useVerifyAndSavePhone() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      verification,
      mobilePhone,
    }: {
      verification: PhoneSmsVerificationRequest;
      mobilePhone: string;
    }) => verifyAndSavePhone(http, verification, mobilePhone),
    onSuccess: (details) => queryClient.setQueryData(getPersonalDetailsQueryOptions(http).queryKey, details),
  });
}
